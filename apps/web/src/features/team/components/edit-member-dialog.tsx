import type { LawFirmPlan, TeamMember } from '@lexi/shared/api/team';
import { messages } from '@lexi/shared/messages';
import type { TeamRole } from '@lexi/shared/team-roles';
import { Button, Group, Modal, NativeSelect, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../../lib/api-error.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { editTeamMember, teamQueryKey } from '../api/team-api.ts';
import { RoleSelect } from './role-select.tsx';

interface EditMemberDialogProps {
  member: TeamMember | null;
  plans: LawFirmPlan[];
  onClose: () => void;
}

function planOptions(plans: LawFirmPlan[], current: TeamMember['plan']) {
  return [
    { value: '', label: 'No seat' },
    ...plans.map((plan) => ({
      value: plan.code,
      label: `${plan.name} (${plan.seats_available} of ${plan.seats_total} seats free)`,
      disabled: plan.seats_available < 1 && current?.code !== plan.code,
    })),
  ];
}

/** Edit: the member's role, and a seat of one of the firm's plans when the firm has one. */
export function EditMemberDialog({ member, plans, onClose }: EditMemberDialogProps) {
  const queryClient = useQueryClient();
  const [role, setRole] = useState<TeamRole>('lawyer');
  const [plan, setPlan] = useState('');
  useEffect(() => {
    if (member) {
      setRole(member.role);
      setPlan(member.plan?.code ?? '');
    }
  }, [member]);
  const edit = useMutation({
    mutationFn: editTeamMember,
    onSuccess: async (answer) => {
      notifySuccess(answer.message);
      onClose();
      await queryClient.invalidateQueries({ queryKey: teamQueryKey });
    },
    onError: (error) => notifyError(errorMessage(error, messages.team.updateFailed)),
  });

  function save() {
    if (!member) return;
    const selectedPlan = plans.length > 0 && plan !== (member.plan?.code ?? '') ? plan : undefined;
    edit.mutate({ team_member_id: member.id, role, ...(selectedPlan === undefined ? {} : { selectedPlan }) });
  }

  return (
    <Modal
      opened={member !== null}
      onClose={onClose}
      closeButtonProps={{ 'aria-label': 'Close' }}
      title="Edit team member"
      centered
    >
      <Stack gap="md">
        <Text size="sm">{member ? `${member.first_name} ${member.last_name} (${member.username})` : ''}</Text>
        <RoleSelect value={role} onChange={(event) => setRole(event.currentTarget.value as TeamRole)} />
        {plans.length > 0 ? (
          <NativeSelect
            label="Plan seat"
            description="A seat gives the member the firm's plan until it ends."
            data={planOptions(plans, member?.plan ?? null)}
            value={plan}
            onChange={(event) => setPlan(event.currentTarget.value)}
          />
        ) : (
          <Text size="sm" c="dimmed">
            Your firm has no paid plan, so there are no plan seats to give.
          </Text>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={save} loading={edit.isPending}>
            Save changes
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
