import { Card, Group, Progress, Stack, Text, Title } from '@mantine/core';

interface CreationProgressProps {
  progress: number;
  isComplete: boolean;
}

/** Spec §4 "Contract creation progress": a bar and its percentage while LeXi drafts. */
export function CreationProgress({ progress, isComplete }: CreationProgressProps) {
  return (
    <Card withBorder radius="md" padding="xl" component="section" aria-labelledby="creation-title">
      <Stack gap="md">
        <Title order={2} size="h3" id="creation-title">
          {isComplete ? 'Your contract is ready' : 'Drafting your contract…'}
        </Title>
        <Group gap="md" wrap="nowrap">
          <Progress
            value={progress}
            size="lg"
            radius="xl"
            style={{ flex: 1 }}
            aria-label="Contract creation progress"
            transitionDuration={200}
          />
          <Text fw={600} w={48} ta="right" aria-hidden>
            {`${progress}%`}
          </Text>
        </Group>
        <Text size="sm" c="dimmed" aria-live="polite">
          {isComplete
            ? 'Opening the editor…'
            : 'LeXi writes numbered clauses, definitions and signature blocks from your details.'}
        </Text>
      </Stack>
    </Card>
  );
}
