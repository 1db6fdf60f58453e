import type { JudgementStance, PackageJudgement } from '@lexi/shared/api/case-package';
import { Badge, Button, Group, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { packageTexts as t } from '../case-generation-texts.ts';
import { JudgementTextModal } from './judgement-text-modal.tsx';
import { SourcePassage } from './source-passage.tsx';

const stanceColor: Record<JudgementStance, string> = { helps: 'teal', hurts: 'red', neutral: 'gray' };

/** The judgements of LeXi's corpus that bear on the facts, and whether each helps or hurts. */
export function PackageJudgements({ judgements }: { judgements: readonly PackageJudgement[] }) {
  const [reading, setReading] = useState<PackageJudgement | null>(null);
  if (judgements.length === 0) return <Text c="dimmed">{t.noJudgements}</Text>;
  return (
    <Stack gap="md">
      {judgements.map((judgement) => (
        <Paper key={judgement.judgement_id} withBorder radius="md" p="md" component="article">
          <Stack gap="xs">
            <Group justify="space-between" align="flex-start" gap="xs">
              <Title order={3} fz="md" style={{ flex: '1 1 240px' }}>
                {judgement.title}
              </Title>
              <Badge color={stanceColor[judgement.stance]} variant="light" title={judgement.stance_reason}>
                {t.stance[judgement.stance]}
              </Badge>
            </Group>
            <Text size="sm" c="dimmed">
              {[judgement.citation, judgement.court, judgement.year].filter(Boolean).join(' · ')}
            </Text>
            <Text size="sm">
              <Text span fw={600}>{`${t.relevance}: `}</Text>
              {judgement.relevance}
            </Text>
            <Text size="sm" c="dimmed">
              {judgement.stance_reason}
            </Text>
            <Text size="xs" fw={600} tt="uppercase" c="dimmed">
              {t.passage}
            </Text>
            <SourcePassage text={judgement.passage} />
            <Group>
              <Button variant="light" size="xs" onClick={() => setReading(judgement)}>
                {t.readJudgement}
                <VisuallyHidden>{`: ${judgement.title}`}</VisuallyHidden>
              </Button>
            </Group>
          </Stack>
        </Paper>
      ))}
      <JudgementTextModal judgement={reading} onClose={() => setReading(null)} />
    </Stack>
  );
}
