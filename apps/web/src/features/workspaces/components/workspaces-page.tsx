import { Stack, Text, Title } from '@mantine/core';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { WorkspacesSection, type WorkspacesTab } from './workspaces-section.tsx';

/**
 * /dashboard/workspaces: the contract and litigation workspaces as a destination of their own;
 * /dashboard/litigation (the parent of a litigation workspace's address) opens it on Litigation.
 */
export function WorkspacesPage({ tab }: { tab?: WorkspacesTab }) {
  usePageTitle('Workspaces');
  return (
    <Stack gap="xl">
      <Stack gap={4}>
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          Workspaces
        </Title>
        <Text c="dimmed">Contract and litigation workspaces, with their documents, team and notes.</Text>
      </Stack>
      <WorkspacesSection tab={tab} />
    </Stack>
  );
}

/** /dashboard/litigation: the same page, on the Litigation tab. */
export function LitigationWorkspacesPage() {
  return <WorkspacesPage tab="litigation" />;
}
