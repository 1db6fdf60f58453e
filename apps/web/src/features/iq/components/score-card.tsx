import type { Analysis } from '@lexi/shared/api/iq';
import { messages } from '@lexi/shared/messages';
import { Group, Paper, RingProgress, Stack, Table, Text, Title } from '@mantine/core';
import { scoreColor } from './score-badge.tsx';

const t = messages.analysis.texts;
const s = messages.analysis.page.score;

/** The score out of 100 and how it was reached: each kind of problem, how many, and what it cost. */
export function ScoreCard({ analysis }: { analysis: Analysis }) {
  const score = analysis.score ?? 0;
  const b = analysis.score_breakdown;
  const rows = [
    { label: s.risks(t.riskLabels.high), count: b.high, cost: b.deductions.high },
    { label: s.risks(t.riskLabels.medium), count: b.medium, cost: b.deductions.medium },
    { label: s.risks(t.riskLabels.low), count: b.low, cost: b.deductions.low },
    { label: t.missingClauses, count: b.missing, cost: b.deductions.missing },
  ];
  const deducted = rows.reduce((sum, row) => sum + row.cost, 0);
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="iq-score">
      <Group gap="md" wrap="nowrap" align="center">
        <RingProgress
          size={96}
          thickness={9}
          roundCaps
          sections={[{ value: score, color: scoreColor(score) }]}
          label={
            <Text ta="center" fw={700} fz="lg" aria-hidden>
              {score}
            </Text>
          }
          aria-hidden
        />
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Title order={2} fz="md" id="iq-score">
            {t.score}: {t.scoreOutOf(score)}
          </Title>
          <Text size="xs" c="dimmed">
            {s.explanation}
          </Text>
        </Stack>
      </Group>
      <Table mt="sm" fz="sm" verticalSpacing={4}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{s.problem}</Table.Th>
            <Table.Th scope="col" ta="right">
              {s.count}
            </Table.Th>
            <Table.Th scope="col" ta="right">
              {s.points}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.label}>
              <Table.Th scope="row" fw={400}>
                {row.label}
              </Table.Th>
              <Table.Td ta="right">{row.count}</Table.Td>
              <Table.Td ta="right">{row.cost === 0 ? '0' : `−${row.cost}`}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {deducted > 100 ? (
        <Text size="xs" c="dimmed" mt={4}>
          {t.scoreFloor(deducted)}
        </Text>
      ) : null}
    </Paper>
  );
}
