import type { LawFirmPlan, TeamMember } from '@lexi/shared/api/team';
import { messages } from '@lexi/shared/messages';
import type { TeamRole } from '@lexi/shared/team-roles';
import { Button, NativeSelect, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Dialog, DialogActions } from '../../../components/ui/dialog.tsx';
import { editTeamMember } from '../api/team-api.ts';
import { useTeamChange } from '../hooks/use-team-change.ts';
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
  const [role, setRole] = useState<TeamRole>('lawyer');
  const [plan, setPlan] = useState('');
  useEffect(() => {
    if (member) {
      setRole(member.role);
      setPlan(member.plan?.code ?? '');
    }
  }, [member]);
  const edit = useTeamChange({
    mutationFn: editTeamMember,
    failure: messages.team.updateFailed,
    close: onClose,
  });

  function save() {
    if (!member) return;
    const selectedPlan = plans.length > 0 && plan !== (member.plan?.code ?? '') ? plan : undefined;
    edit.mutate({ team_member_id: member.id, role, ...(selectedPlan === undefined ? {} : { selectedPlan }) });
  }

  return (
    <Dialog opened={member !== null} onClose={onClose} title="Edit team member">
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
        <DialogActions onCancel={onClose}>
          <Button onClick={save} loading={edit.isPending}>
            Save changes
          </Button>
        </DialogActions>
      </Stack>
    </Dialog>
  );
}
