import { Container, Skeleton, Stack } from '@mantine/core';

/**
 * What a page's place shows while its code loads: the existing placeholders, announced as a
 * status. `frame`: the whole signed-in area is still loading, so the placeholder stands alone,
 * below where the header will be.
 */
export function PageLoading({ frame = false }: { frame?: boolean }) {
  const placeholder = (
    <Stack gap="md" role="status" aria-busy="true" aria-label="Loading the page">
      <Skeleton height={36} width="50%" />
      <Skeleton height={140} radius="lg" />
      <Skeleton height={220} radius="lg" />
    </Stack>
  );
  if (!frame) return placeholder;
  return (
    <Container size="lg" px="md" pt={60 + 32}>
      {placeholder}
    </Container>
  );
}
