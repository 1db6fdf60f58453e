import { TEAM_ROLE_LABELS, TEAM_ROLES } from '@lexi/shared/team-roles';
import { NativeSelect, type NativeSelectProps } from '@mantine/core';

const roleOptions = TEAM_ROLES.map((role) => ({ value: role, label: TEAM_ROLE_LABELS[role] }));

/** The role field of the create, edit and invite dialogs. */
export function RoleSelect(props: Omit<NativeSelectProps, 'data'>) {
  return <NativeSelect label="Role" required data={roleOptions} {...props} />;
}
