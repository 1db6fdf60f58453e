import type { TeamMember, TeamMembersResponse } from '@lexi/shared/api/team';
import { messages } from '@lexi/shared/messages';
import { Alert, Button, Group, Paper, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconFileSpreadsheet, IconLock, IconMail, IconSearch, IconUserPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
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

function matches(query: string, ...values: string[]) {
  return values.some((value) => value.toLowerCase().includes(query));
}

/** Filters members (name, username, email, role) and invitations (email, role) by the search text. */
function filtered(team: TeamMembersResponse, search: string) {
  const query = search.trim().toLowerCase();
  if (!query) return { members: team.team_members, invites: team.invites };
  return {
    members: team.team_members.filter((m) =>
      matches(query, `${m.first_name} ${m.last_name}`, m.username, m.email, m.role_label),
    ),
    invites: team.invites.filter((i) => matches(query, i.email, i.role_label)),
  };
}

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
  const team = useQuery(teamQuery);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<TeamMember | null>(null);
  const [removing, setRemoving] = useState<TeamMember | null>(null);
  const shown = useMemo(() => (team.data ? filtered(team.data, search) : null), [team.data, search]);

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
            onChange={(event) => setSearch(event.currentTarget.value)}
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
              No one matches “{search.trim()}”.
            </Text>
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
