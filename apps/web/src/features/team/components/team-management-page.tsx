import { TEAM_PAGE_SIZE, type TeamMember } from '@lexi/shared/api/team';
import { messages } from '@lexi/shared/messages';
import { Alert, Button, Group, Paper, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconFileSpreadsheet, IconLock, IconMail, IconSearch, IconUserPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { Pager } from '../../../components/ui/pager.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { teamQuery } from '../api/team-api.ts';
import { AddMemberDialog } from './add-member-dialog.tsx';
import { BulkAddDialog } from './bulk-add-dialog.tsx';
import { EditMemberDialog } from './edit-member-dialog.tsx';
import { InviteDialog } from './invite-dialog.tsx';
import { RemoveMemberDialog } from './remove-member-dialog.tsx';
import { TeamTable } from './team-table.tsx';

type Dialog = 'add' | 'bulk' | 'invite' | null;

/** How long typing pauses before the search goes to the server. */
const SEARCH_DELAY_MS = 300;

function NotManagerNotice({ message }: { message: string }) {
  return (
    <Alert
      color="gray"
      variant="light"
      icon={<IconLock aria-hidden />}
      title="Team management is for firm admins"
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{message} Ask your firm's admin if you need a change to the team.</Text>
        <Button component={Link} to="/dashboard" variant="default" size="xs">
          Back to the dashboard
        </Button>
      </Stack>
    </Alert>
  );
}

/** /dashboard/team-management: the firm's admin lists, adds, imports, invites, edits and removes. */
export function TeamManagementPage() {
  usePageTitle('Team management');
  const selfId = useSessionStore((state) => state.userData?.id ?? null);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [searched] = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const team = useQuery(teamQuery({ page, search: searched }));
  const [editing, setEditing] = useState<TeamMember | null>(null);
  const [removing, setRemoving] = useState<TeamMember | null>(null);
  // Pending invitations are few: they come with every page and are shown on the first.
  const shown = team.data
    ? { members: team.data.team_members, invites: page === 1 ? team.data.invites : [] }
    : null;

  if (team.error instanceof ApiError && team.error.status === 403) {
    return (
      <Stack gap="lg">
        <Title order={1}>Team management</Title>
        <NotManagerNotice message={team.error.serverMessage ?? messages.team.own.notFirmManager} />
      </Stack>
    );
  }

  const plan = team.data?.law_firm_plans[0];
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="md">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            Team management
          </Title>
          <Text c="dimmed">
            {team.data ? team.data.firm_name : 'Your firm'}
            {plan ? ` · ${plan.name} plan: ${plan.seats_used} of ${plan.seats_total} seats given` : ''}
          </Text>
        </Stack>
        <Group gap="sm">
          <Button leftSection={<IconUserPlus size={18} aria-hidden />} onClick={() => setDialog('add')}>
            Add member
          </Button>
          <Button
            variant="default"
            leftSection={<IconFileSpreadsheet size={18} aria-hidden />}
            onClick={() => setDialog('bulk')}
          >
            Bulk add
          </Button>
          <Button
            variant="default"
            leftSection={<IconMail size={18} aria-hidden />}
            onClick={() => setDialog('invite')}
          >
            Invite
          </Button>
        </Group>
      </Group>
      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
        <Stack gap="md">
          <TextInput
            aria-label="Search the team"
            placeholder="Search by name, username, email or role"
            leftSection={<IconSearch size={16} aria-hidden />}
            value={search}
            onChange={(event) => {
              setSearch(event.currentTarget.value);
              setPage(1);
            }}
            maw={420}
          />
          {team.isPending ? <Skeleton height={160} radius="md" /> : null}
          {team.isError ? (
            <Alert color="red" variant="light" title={messages.team.fetchFailed}>
              <Button size="xs" variant="default" onClick={() => team.refetch()} loading={team.isFetching}>
                Try again
              </Button>
            </Alert>
          ) : null}
          {shown && shown.members.length + shown.invites.length > 0 ? (
            <TeamTable
              members={shown.members}
              invites={shown.invites}
              selfId={selfId}
              onEdit={setEditing}
              onRemove={setRemoving}
            />
          ) : null}
          {shown && shown.members.length + shown.invites.length === 0 ? (
            <Text c="dimmed" ta="center" py="lg">
              No one matches “{searched}”.
            </Text>
          ) : null}
          {team.data ? (
            <Pager
              page={team.data.page}
              totalPages={team.data.num_pages}
              total={team.data.total_members}
              pageSize={TEAM_PAGE_SIZE}
              onChange={setPage}
              noun="members"
            />
          ) : null}
        </Stack>
      </Paper>
      <AddMemberDialog opened={dialog === 'add'} onClose={() => setDialog(null)} />
      <BulkAddDialog opened={dialog === 'bulk'} onClose={() => setDialog(null)} />
      <InviteDialog opened={dialog === 'invite'} onClose={() => setDialog(null)} />
      <EditMemberDialog
        member={editing}
        plans={team.data?.law_firm_plans ?? []}
        onClose={() => setEditing(null)}
      />
      <RemoveMemberDialog member={removing} onClose={() => setRemoving(null)} />
    </Stack>
  );
}
