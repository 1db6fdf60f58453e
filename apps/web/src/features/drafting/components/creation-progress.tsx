import { Card, Group, Progress, Stack, Text, Title } from '@mantine/core';

/** Where the drafting stands: waiting for the server, or its answer (spec §4: 100% either way). */
export type CreationOutcome = 'drafting' | 'created' | 'failed';

interface CreationProgressProps {
  progress: number;
  outcome: CreationOutcome;
}

const texts: Record<CreationOutcome, { title: string; detail: string }> = {
  drafting: {
    title: 'Drafting your contract…',
    detail: 'LeXi writes numbered clauses, definitions and signature blocks from your details.',
  },
  created: { title: 'Your contract is ready', detail: 'Opening the editor…' },
  failed: {
    title: 'The contract could not be drafted',
    detail: 'Taking you back to your details to try again.',
  },
};

/**
 * Spec §4 "Contract creation progress": a bar and its percentage while LeXi drafts. Any answer
 * fills the bar; the words say whether it was a success, so a refusal never reads "ready".
 */
export function CreationProgress({ progress, outcome }: CreationProgressProps) {
  const { title, detail } = texts[outcome];
  return (
    <Card withBorder radius="md" padding="xl" component="section" aria-labelledby="creation-title">
      <Stack gap="md">
        <Title order={2} size="h3" id="creation-title">
          {title}
        </Title>
        <Group gap="md" wrap="nowrap">
          <Progress
            value={progress}
            size="lg"
            radius="xl"
            color={outcome === 'failed' ? 'red.8' : undefined}
            style={{ flex: 1 }}
            aria-label="Contract creation progress"
            transitionDuration={200}
          />
          <Text fw={600} w={48} ta="right" aria-hidden>
            {`${progress}%`}
          </Text>
        </Group>
        <Text size="sm" c="dimmed" aria-live="polite">
          {detail}
        </Text>
      </Stack>
    </Card>
  );
}
