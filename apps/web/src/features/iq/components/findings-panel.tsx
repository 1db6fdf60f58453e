import { type Finding, type RiskLevel, riskLevels } from '@lexi/shared/api/iq';
import { messages } from '@lexi/shared/messages';
import { Button, Chip, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { IconFocus2 } from '@tabler/icons-react';
import { useState } from 'react';
import { LabelledSegments } from '../../../components/ui/labelled-segments.tsx';
import { type MarkKey, markKey } from '../document-marks.ts';
import { type FindingOrder, filterFindings, findingCategories, findingOrders } from '../finding-filters.ts';
import { RiskBadge } from './risk-badge.tsx';

const t = messages.analysis.texts;
const f = messages.analysis.page.findings;
const MAX_PASSAGE_BUTTONS = 5;

interface FindingsPanelProps {
  findings: readonly Finding[];
  onShow: (key: MarkKey) => void;
}

/**
 * The clauses LeXi found, the highest risk first (or as in the contract), filtered by risk and
 * category, each with buttons to its passages.
 */
export function FindingsPanel({ findings, onShow }: FindingsPanelProps) {
  const [risks, setRisks] = useState<RiskLevel[]>([...riskLevels]);
  const [category, setCategory] = useState<string | null>(null);
  const [order, setOrder] = useState<FindingOrder>('risk');
  const shown = filterFindings(findings, { risks, category }, order);
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="iq-findings">
      <Stack gap="sm">
        <Title order={2} fz="md" id="iq-findings">
          {f.heading(t.findings, shown.length, findings.length)}
        </Title>
        <Chip.Group multiple value={risks} onChange={(value) => setRisks(value as RiskLevel[])}>
          <Group gap="xs" role="group" aria-label={f.showRisks}>
            {riskLevels.map((level) => (
              <Chip key={level} value={level} size="xs">
                {t.riskLabels[level]}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
        <Select
          label={f.category}
          placeholder={f.allCategories}
          data={findingCategories(findings)}
          value={category}
          onChange={setCategory}
          clearable
          searchable
          size="sm"
        />
        <LabelledSegments
          label={f.order}
          size="xs"
          fullWidth
          value={order}
          onChange={setOrder}
          data={findingOrders.map((value) => ({ value, label: f.orders[value] }))}
        />
        {shown.length === 0 ? (
          <Text size="sm" c="dimmed">
            {findings.length === 0 ? f.noneFound : f.noneMatch}
          </Text>
        ) : null}
        <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {shown.map(({ finding, index }) => (
            <Paper key={`${finding.category}-${index}`} withBorder radius="md" p="sm" component="li">
              <Stack gap={6}>
                <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
                  <Text fw={600} size="sm">
                    {finding.category}
                  </Text>
                  <RiskBadge risk={finding.risk} />
                </Group>
                <Text size="sm">{finding.reason}</Text>
                <Group gap={6}>
                  {finding.spans.slice(0, MAX_PASSAGE_BUTTONS).map((span, s) => (
                    <Button
                      key={`${span.start}-${span.end}`}
                      size="compact-xs"
                      variant="light"
                      leftSection={<IconFocus2 size={14} aria-hidden />}
                      aria-label={
                        finding.spans.length === 1
                          ? f.showInContractOf(finding.category)
                          : f.passageOf(s + 1, finding.category)
                      }
                      data-mark-key={markKey(index, s)}
                      onClick={() => onShow(markKey(index, s))}
                    >
                      {finding.spans.length === 1 ? f.showInContract : f.passage(s + 1)}
                    </Button>
                  ))}
                </Group>
              </Stack>
            </Paper>
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
}
