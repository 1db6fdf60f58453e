import type { PackageFact } from '@lexi/shared/api/case-package';
import { Stack, Text, Timeline } from '@mantine/core';
import { formatDay } from '../../../lib/format-date.ts';
import { packageTexts } from '../case-generation-texts.ts';
import { SourcePassage } from './source-passage.tsx';

const normalised = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();

/**
 * The chronology: each fact with the passage (and file) it was read from. A fact that is its
 * passage word for word is not quoted again: only the file it came from is named, if any.
 */
export function PackageFacts({ facts }: { facts: readonly PackageFact[] }) {
  if (facts.length === 0) return <Text c="dimmed">{packageTexts.noFacts}</Text>;
  return (
    <Timeline bulletSize={14} lineWidth={2} aria-label={packageTexts.factsLabel}>
      {facts.map((fact, index) => (
        <Timeline.Item
          // biome-ignore lint/suspicious/noArrayIndexKey: facts may repeat a text; their order is their identity
          key={index}
          title={<Text fw={600}>{fact.date ? formatDay(fact.date) : packageTexts.undated}</Text>}
        >
          <Stack gap={6}>
            <Text>{fact.text}</Text>
            {normalised(fact.source) !== normalised(fact.text) ? (
              <SourcePassage text={fact.source} source={fact.source_file} />
            ) : fact.source_file ? (
              <Text component="cite" size="xs" display="block">{`— ${fact.source_file}`}</Text>
            ) : null}
          </Stack>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
