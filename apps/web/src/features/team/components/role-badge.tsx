import { TEAM_ROLE_LABELS, type TeamRole } from '@lexi/shared/team-roles';
import { Badge } from '@mantine/core';

const colours: Record<TeamRole, string> = {
  admin: 'indigo',
  lawyer: 'teal',
  paralegal: 'grape',
  viewer: 'gray',
};

/** Admin, Lawyer, Paralegal or Viewer, each in its own colour. */
export function RoleBadge({ role }: { role: TeamRole }) {
  return (
    <Badge variant="light" color={colours[role]} radius="sm" tt="none">
      {TEAM_ROLE_LABELS[role]}
    </Badge>
  );
}
