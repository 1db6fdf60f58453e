import type { PlanData } from '@lexi/shared/api/accounts';
import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { UsageMeter } from './usage-meter.tsx';

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });

function formatDate(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : dateFormat.format(date);
}

export function PlanCard({ plan }: { plan: PlanData }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} id="plan">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={2}>
            <Title order={2} fz="lg">
              Your plan
            </Title>
            <Text size="sm" c="dimmed">
              {plan.expires_at
                ? `Since ${formatDate(plan.started_at)}, renews or ends on ${formatDate(plan.expires_at)}`
                : `Since ${formatDate(plan.started_at)}, with no end date`}
            </Text>
          </Stack>
          <Badge size="lg" variant="light" radius="sm">
            {plan.name}
          </Badge>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl">
          <UsageMeter
            label="E-mohar signatures"
            used={plan.esign_used}
            limit={plan.esign_limit}
            remaining={plan.esign_remaining}
          />
          <UsageMeter
            label="AI credits"
            used={plan.ai_credits_used}
            limit={plan.ai_credits_limit}
            remaining={plan.ai_credits_remaining}
          />
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
