import type { Finding } from '@lexi/shared/api/iq';
import { messages } from '@lexi/shared/messages';
import { Button, Group, Paper, Title } from '@mantine/core';
import { IconArrowUp } from '@tabler/icons-react';
import { useMemo } from 'react';
import { type MarkKey, markElementId, textPieces } from '../document-marks.ts';
import { riskColors } from './risk-badge.tsx';

interface DocumentViewProps {
  text: string;
  findings: readonly Finding[];
  /** The passage shown last ("Show in document"): drawn stronger. */
  active: MarkKey | null;
  /** While a passage is shown: the way back to the finding that showed it. */
  back?: { label: string; onBack: () => void } | null;
}

/**
 * The contract's text as LeXi read it, each finding's passages highlighted in its risk's colour;
 * a passage's first piece has an id, the target of its finding's "Show" button.
 */
export function DocumentView({ text, findings, active, back = null }: DocumentViewProps) {
  const pieces = useMemo(() => textPieces(text.length, findings), [text, findings]);
  const riskOf = (key: MarkKey) => findings[Number(key.split('-')[0])]?.risk ?? 'none';
  const started = new Set<MarkKey>();
  return (
    <Paper
      withBorder
      radius="lg"
      component="section"
      aria-labelledby="iq-document"
      style={{ overflow: 'hidden' }}
    >
      <Group justify="space-between" gap="xs" px="md" pt="md" pb="xs">
        <Title order={2} fz="md" id="iq-document">
          {messages.analysis.page.result.contractHeading}
        </Title>
        {back ? (
          <Button
            size="compact-sm"
            variant="light"
            leftSection={<IconArrowUp size={14} aria-hidden />}
            onClick={back.onBack}
            styles={{ label: { whiteSpace: 'normal', textAlign: 'start', lineHeight: 1.35 } }}
            h="auto"
            py={4}
          >
            {back.label}
          </Button>
        ) : null}
      </Group>
      <section
        className="iq-document-text"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable (WCAG 2.1.1).
        tabIndex={0}
        aria-label={messages.analysis.page.result.contractText}
      >
        {pieces.map((piece) => {
          const content = text.slice(piece.start, piece.end);
          const first = piece.keys[0];
          if (first === undefined) return <span key={piece.start}>{content}</span>;
          const fresh = piece.keys.filter((k) => !started.has(k));
          for (const k of fresh) started.add(k);
          const isActive = active !== null && piece.keys.includes(active);
          return (
            <mark
              key={piece.start}
              // The passage shown last takes the focus (see AnalysisResult), as a target only.
              tabIndex={isActive ? -1 : undefined}
              data-active={isActive || undefined}
              data-risk={riskOf(first)}
              style={{ ['--iq-mark' as string]: `var(--mantine-color-${riskColors[riskOf(first)]}-light)` }}
            >
              {fresh.map((k) => (
                <span key={k} id={markElementId(k)} className="iq-passage-start" />
              ))}
              {content}
            </mark>
          );
        })}
      </section>
    </Paper>
  );
}
