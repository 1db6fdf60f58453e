import { Group, Progress, Stack, Text } from '@mantine/core';

interface UsageMeterProps {
  label: string;
  used: number;
  limit: number;
  remaining: number;
}

const numberFormat = new Intl.NumberFormat('en');

/** How much of an allowance is used, and what is left of it. A limit of 0 or less means none is set. */
export function UsageMeter({ label, used, limit, remaining }: UsageMeterProps) {
  const hasLimit = limit > 0;
  const percent = hasLimit ? Math.min(100, Math.round((used / limit) * 100)) : 0;
  const low = hasLimit && remaining <= Math.max(1, limit * 0.1);

  return (
    <Stack gap={6}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text fw={600} size="sm">
          {label}
        </Text>
        <Text
          size="sm"
          c={low ? 'var(--mantine-color-error)' : undefined}
          fw={low ? 600 : undefined}
          ta="right"
        >
          {numberFormat.format(Math.max(0, remaining))} left
        </Text>
      </Group>
      {hasLimit ? (
        <Progress
          value={percent}
          size="md"
          radius="xl"
          color={low ? 'red.7' : undefined}
          aria-label={`${label}: ${numberFormat.format(used)} of ${numberFormat.format(limit)} used`}
        />
      ) : null}
      <Text size="xs" c="dimmed">
        {hasLimit
          ? `${numberFormat.format(used)} of ${numberFormat.format(limit)} used`
          : `${numberFormat.format(used)} used`}
      </Text>
    </Stack>
  );
}
