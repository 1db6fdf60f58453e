import { Box, Text } from '@mantine/core';
import { type KeyboardEvent, type PointerEvent, useId, useRef } from 'react';
import {
  boxAfterKey,
  describeBox,
  moveBox,
  pointToFractions,
  resizeBoxTo,
  type SignatureBox,
} from '../placement/signature-box.ts';

interface SignatureBoxViewProps {
  box: SignatureBox;
  pageCount: number;
  /** The name written in the box, so that the signer sees whose signature goes there. */
  signerName: string;
  onChange: (box: SignatureBox) => void;
}

type Drag = { kind: 'move' | 'resize'; startX: number; startY: number; start: SignatureBox; page: DOMRect };

/**
 * The signature box over its page: drag it to move it, drag its corner to resize it, or focus it
 * and use the keyboard (arrows move, + and - resize, Page Up and Page Down change the page).
 * Its position is in percentages of the page, so it stays put when the page is redrawn wider.
 */
export function SignatureBoxView({ box, pageCount, signerName, onChange }: SignatureBoxViewProps) {
  const drag = useRef<Drag | null>(null);
  const hintId = useId();

  const begin = (kind: Drag['kind']) => (event: PointerEvent<HTMLElement>) => {
    event.stopPropagation();
    event.preventDefault();
    const pageElement = (event.currentTarget as HTMLElement).closest('[data-page]');
    if (!pageElement) return;
    (event.currentTarget as HTMLElement).setPointerCapture?.(event.pointerId);
    drag.current = {
      kind,
      startX: event.clientX,
      startY: event.clientY,
      start: box,
      page: pageElement.getBoundingClientRect(),
    };
    if (kind === 'move') (event.currentTarget as HTMLElement).focus();
  };

  const track = (event: PointerEvent<HTMLElement>) => {
    const current = drag.current;
    if (!current || current.page.width <= 0 || current.page.height <= 0) return;
    if (current.kind === 'move') {
      const dx = (event.clientX - current.startX) / current.page.width;
      const dy = (event.clientY - current.startY) / current.page.height;
      onChange(moveBox(current.start, dx, dy));
      return;
    }
    const { fx, fy } = pointToFractions(
      event.clientX - current.page.left,
      event.clientY - current.page.top,
      current.page.width,
      current.page.height,
    );
    onChange(resizeBoxTo(current.start, fx, fy));
  };

  const end = () => {
    drag.current = null;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = boxAfterKey(box, event.key, { shift: event.shiftKey, pageCount });
    if (!next) return;
    event.preventDefault();
    onChange(next);
  };

  return (
    <Box
      tabIndex={0}
      role="group"
      aria-roledescription="movable signature box"
      aria-label={`Your signature: ${describeBox(box)}`}
      aria-describedby={hintId}
      data-testid="signature-box"
      onPointerDown={begin('move')}
      onPointerMove={track}
      onPointerUp={end}
      onPointerCancel={end}
      onKeyDown={onKeyDown}
      pos="absolute"
      left={`${box.x * 100}%`}
      top={`${box.y * 100}%`}
      w={`${box.width * 100}%`}
      h={`${box.height * 100}%`}
      style={{
        border: '2px dashed var(--mantine-color-lexi-8)',
        background: 'rgba(238, 240, 251, 0.85)',
        borderRadius: 4,
        cursor: 'move',
        touchAction: 'none',
        display: 'grid',
        placeItems: 'center',
        overflow: 'hidden',
        userSelect: 'none',
      }}
    >
      <Text size="xs" fw={600} c="#2b3088" ta="center" lh={1.2} px={4} style={{ pointerEvents: 'none' }}>
        {signerName.trim() || 'Your signature'}
      </Text>
      <span id={hintId} hidden>
        Drag to move. Arrow keys move the box, with Shift in larger steps; plus and minus resize it; Page Up
        and Page Down carry it to the previous or next page.
      </span>
      <Box
        aria-hidden
        onPointerDown={begin('resize')}
        onPointerMove={track}
        onPointerUp={end}
        onPointerCancel={end}
        pos="absolute"
        right={0}
        bottom={0}
        w={16}
        h={16}
        style={{ cursor: 'nwse-resize', background: 'var(--mantine-color-lexi-8)', touchAction: 'none' }}
      />
    </Box>
  );
}
