import type { Analysis } from '@lexi/shared/api/iq';
import { messages } from '@lexi/shared/messages';
import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';

const t = messages.analysis.texts;
type FactKey = keyof typeof t.keyFactLabels;

/** The parties, dates, governing law, renewal and notice LeXi read from the contract. */
export function KeyFactsCard({ facts }: { facts: Analysis['key_facts'] }) {
  const value = (key: FactKey): string | null =>
    key === 'parties' ? facts.parties.join('; ') || null : facts[key];
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="iq-facts">
      <Title order={2} fz="md" id="iq-facts" mb="sm">
        {t.keyFacts}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" component="dl" m={0}>
        {(Object.keys(t.keyFactLabels) as FactKey[]).map((key) => (
          <Stack key={key} gap={0} style={{ gridColumn: key === 'parties' ? '1 / -1' : undefined }}>
            <Text component="dt" size="xs" c="dimmed">
              {t.keyFactLabels[key]}
            </Text>
            <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
              {value(key) ?? t.notStated}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
    </Paper>
  );
}
