import { Stack, Text, Title } from '@mantine/core';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { WorkspacesSection } from './workspaces-section.tsx';

/** /dashboard/workspaces: the contract and litigation workspaces as a destination of their own. */
export function WorkspacesPage() {
  usePageTitle('Workspaces');
  return (
    <Stack gap="xl">
      <Stack gap={4}>
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          Workspaces
        </Title>
        <Text c="dimmed">Contract and litigation workspaces, with their documents, team and notes.</Text>
      </Stack>
      <WorkspacesSection />
    </Stack>
  );
}
