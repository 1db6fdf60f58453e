import { NOTE_MAX, noteContentField } from '@lexi/shared/validation/workspaces';
import { Stack, Textarea } from '@mantine/core';
import { type ReactNode, useState } from 'react';

function contentError(content: string): string | null {
  const result = noteContentField.safeParse(content);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}

/** A note's text being written, and what is wrong with it once submitted. */
export function useNoteText(initial: string) {
  const [text, setText] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  return {
    text,
    error,
    /** Sets the text; an error clears as soon as the text is edited. */
    change(next: string) {
      setText(next);
      setError(null);
    },
    /** Checks the text, then saves it trimmed when it is fine. */
    submit(save: (content: string) => void) {
      const problem = contentError(text);
      setError(problem);
      if (!problem) save(text.trim());
    },
  };
}

interface NoteFormProps {
  label: string;
  note: ReturnType<typeof useNoteText>;
  busy: boolean;
  onSave: (content: string) => void;
  /** Marks the text box to be focused first. */
  autofocus?: boolean;
  /** The buttons below the text box. */
  children: ReactNode;
}

/** Writing a note, new or edited. */
export function NoteForm({ label, note, busy, onSave, autofocus, children }: NoteFormProps) {
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        note.submit(onSave);
      }}
    >
      <Stack gap="xs">
        <Textarea
          label={label}
          resize="vertical"
          rows={2}
          maxLength={NOTE_MAX}
          value={note.text}
          onChange={(event) => note.change(event.currentTarget.value)}
          error={note.error}
          disabled={busy}
          data-autofocus={autofocus}
        />
        {children}
      </Stack>
    </form>
  );
}
