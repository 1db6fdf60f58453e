import type { TeamInvite, TeamMember } from '@lexi/shared/api/team';
import { messages } from '@lexi/shared/messages';
import { ActionIcon, Badge, Group, Stack, Table, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconMailForward, IconMailOff, IconPencil, IconTrash } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../../../lib/api-error.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { resendConfirmation, revokeTeamInvite, teamQueryKey } from '../api/team-api.ts';
import { RoleBadge } from './role-badge.tsx';

interface TeamTableProps {
  members: TeamMember[];
  invites: TeamInvite[];
  /** The signed-in admin: they can neither edit their own seat here nor remove themself. */
  selfId: string | null;
  onEdit: (member: TeamMember) => void;
  onRemove: (member: TeamMember) => void;
}

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

/** A member the admin made and who has not confirmed yet: until when their link works, or that it lapsed. */
function awaitingText(member: TeamMember): string | null {
  if (!member.awaiting_confirmation) return null;
  const what = member.has_password ? 'Awaiting confirmation' : 'Has not set a password yet';
  const until = member.confirmation_expires_at ? new Date(member.confirmation_expires_at) : null;
  if (until && until.getTime() <= Date.now()) return `${what}: the link has expired`;
  return until ? `${what} (link open until ${dateFormat.format(until)})` : what;
}

function MemberStatus({ member }: { member: TeamMember }) {
  const awaiting = awaitingText(member);
  if (awaiting) return <Text size="sm">{awaiting}</Text>;
  if (!member.has_password) return <Text size="sm">Has not set a password yet</Text>;
  if (member.is_email_verified && member.is_mobile_verified) return <Text size="sm">Active</Text>;
  return <Text size="sm">Verification pending</Text>;
}

/** Members and pending invitations in one table; the search has already filtered both. */
export function TeamTable({ members, invites, selfId, onEdit, onRemove }: TeamTableProps) {
  const queryClient = useQueryClient();
  const revoke = useMutation({
    mutationFn: revokeTeamInvite,
    onSuccess: async (answer) => {
      notifySuccess(answer.message, { step: 'team.revoke-invite' });
      await queryClient.invalidateQueries({ queryKey: teamQueryKey });
    },
    onError: (error) =>
      notifyError(errorMessage(error, messages.common.serverError), { step: 'team.revoke-invite' }),
  });
  const resend = useMutation({
    mutationFn: resendConfirmation,
    onSuccess: async (answer) => {
      notifySuccess(answer.message);
      await queryClient.invalidateQueries({ queryKey: teamQueryKey });
    },
    onError: (error) => notifyError(errorMessage(error, messages.common.serverError)),
  });

  return (
    <Table.ScrollContainer minWidth={760}>
      <Table verticalSpacing="sm" highlightOnHover aria-label="Team members and invitations">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Email</Table.Th>
            <Table.Th>Role</Table.Th>
            <Table.Th>Plan seat</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {members.map((member) => {
            const name = `${member.first_name} ${member.last_name}`;
            return (
              <Table.Tr key={member.id}>
                <Table.Td>
                  <Stack gap={0}>
                    <Text size="sm" fw={600}>
                      {name}
                      {member.id === selfId ? ' (you)' : ''}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {member.username}
                    </Text>
                  </Stack>
                </Table.Td>
                <Table.Td>{member.email}</Table.Td>
                <Table.Td>
                  <RoleBadge role={member.role} />
                </Table.Td>
                <Table.Td>{member.plan?.name ?? '—'}</Table.Td>
                <Table.Td>
                  <MemberStatus member={member} />
                </Table.Td>
                <Table.Td>
                  <Group gap={4} justify="flex-end" wrap="nowrap">
                    {member.awaiting_confirmation ? (
                      <Tooltip label="Email a new link">
                        <ActionIcon
                          variant="subtle"
                          aria-label={`Email ${name} a new link`}
                          loading={resend.isPending && resend.variables === member.id}
                          onClick={() => resend.mutate(member.id)}
                        >
                          <IconMailForward size={18} aria-hidden />
                        </ActionIcon>
                      </Tooltip>
                    ) : null}
                    <Tooltip label="Edit role and seat">
                      <ActionIcon variant="subtle" aria-label={`Edit ${name}`} onClick={() => onEdit(member)}>
                        <IconPencil size={18} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
                    {member.id === selfId ? null : (
                      <Tooltip label="Remove from the firm">
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={`Remove ${name}`}
                          onClick={() => onRemove(member)}
                        >
                          <IconTrash size={18} aria-hidden />
                        </ActionIcon>
                      </Tooltip>
                    )}
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
          {invites.map((invite) => (
            <Table.Tr key={invite.id}>
              <Table.Td>
                <Badge variant="outline" color="gray" radius="sm" tt="none">
                  Invited
                </Badge>
              </Table.Td>
              <Table.Td>{invite.email}</Table.Td>
              <Table.Td>
                <RoleBadge role={invite.role} />
              </Table.Td>
              <Table.Td>—</Table.Td>
              <Table.Td>
                <Text size="sm">Invitation open until {dateFormat.format(new Date(invite.expires_at))}</Text>
              </Table.Td>
              <Table.Td>
                <Group justify="flex-end">
                  <Tooltip label="Withdraw the invitation">
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`Withdraw the invitation of ${invite.email}`}
                      loading={revoke.isPending && revoke.variables === invite.id}
                      onClick={() => revoke.mutate(invite.id)}
                    >
                      <IconMailOff size={18} aria-hidden />
                    </ActionIcon>
                  </Tooltip>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
