import { Paper } from '@mantine/core';
import { type DragEvent, type ReactNode, useState } from 'react';

interface FileDropZoneProps {
  /** The first file dropped on the zone (nothing happens while `disabled`). */
  onFile: (file: File) => void;
  disabled?: boolean;
  /** Marks the zone's border as in error. */
  invalid?: boolean;
  testId?: string;
  /** What the zone shows: its words and the keyboard way to choose a file (a button or input). */
  children: ReactNode;
}

/**
 * The dashed area a file can be dropped on, lit while a file is dragged over it. Dropping is a
 * mouse-only shortcut: the children must offer the same choice by keyboard.
 */
export function FileDropZone({
  onFile,
  disabled = false,
  invalid = false,
  testId,
  children,
}: FileDropZoneProps) {
  const [dragging, setDragging] = useState(false);
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    const dropped = event.dataTransfer.files[0];
    if (dropped && !disabled) onFile(dropped);
  };
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'xl' }}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      data-testid={testId}
      style={{
        borderStyle: 'dashed',
        borderWidth: 2,
        borderColor: invalid
          ? 'var(--mantine-color-error)'
          : dragging
            ? 'var(--mantine-color-lexi-8)'
            : undefined,
        background: dragging ? 'var(--mantine-color-lexi-light)' : undefined,
      }}
    >
      {children}
    </Paper>
  );
}
