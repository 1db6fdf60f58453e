import { SimpleGrid, Skeleton } from '@mantine/core';

/** Placeholder cards while a workspace list loads. */
export function ListSkeleton({ label }: { label: string }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} role="status" aria-busy="true" aria-label={label}>
      {[0, 1, 2].map((index) => (
        <Skeleton key={index} height={180} radius="lg" />
      ))}
    </SimpleGrid>
  );
}
