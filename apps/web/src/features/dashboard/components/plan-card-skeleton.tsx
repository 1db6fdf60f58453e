import { Paper, SimpleGrid, Skeleton, Stack } from '@mantine/core';

export function PlanCardSkeleton() {
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      role="status"
      aria-busy="true"
      aria-label="Loading your plan"
    >
      <Stack gap="lg">
        <Skeleton height={22} width="40%" />
        <Skeleton height={14} width="70%" />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl">
          <Stack gap={8}>
            <Skeleton height={14} width="60%" />
            <Skeleton height={10} radius="xl" />
          </Stack>
          <Stack gap={8}>
            <Skeleton height={14} width="60%" />
            <Skeleton height={10} radius="xl" />
          </Stack>
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
