import type { Analysis } from '@lexi/shared/api/iq';
import { messages } from '@lexi/shared/messages';
import { List, Paper, Text, Title } from '@mantine/core';

/** The clauses a careful lawyer expects that the contract lacks, each with why it matters. */
export function MissingClausesCard({ missing }: { missing: Analysis['missing_reasons'] }) {
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="iq-missing">
      <Title order={2} fz="md" id="iq-missing" mb="sm">
        {messages.analysis.page.missing.heading(messages.analysis.texts.missingClauses, missing.length)}
      </Title>
      {missing.length === 0 ? (
        <Text size="sm" c="dimmed">
          {messages.analysis.page.missing.none}
        </Text>
      ) : (
        <List spacing="xs" size="sm">
          {missing.map((m) => (
            <List.Item key={m.category}>
              <Text span fw={600} size="sm">
                {m.category}
              </Text>
              : {m.why}
            </List.Item>
          ))}
        </List>
      )}
    </Paper>
  );
}
