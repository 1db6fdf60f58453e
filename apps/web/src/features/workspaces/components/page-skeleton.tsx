import { Skeleton, Stack } from '@mantine/core';

export function PageSkeleton({ label }: { label: string }) {
  return (
    <Stack gap="md" aria-busy="true" aria-label={label}>
      <Skeleton height={36} width="50%" />
      <Skeleton height={140} radius="lg" />
      <Skeleton height={220} radius="lg" />
    </Stack>
  );
}
