import type { TeamMember } from '@lexi/shared/api/workspaces';
import { Avatar, Text, Tooltip } from '@mantine/core';
import { fullNameOf, initialsOf, visibleAvatars } from '../team-initials.ts';

/** Up to three initials, then +N (spec part 2 §9); the names are read out to screen readers. */
export function TeamAvatars({ members }: { members: readonly TeamMember[] }) {
  if (members.length === 0) {
    return (
      <Text size="xs" c="dimmed">
        No team members
      </Text>
    );
  }
  const { shown, more } = visibleAvatars(members);
  const names = members.map(fullNameOf).join(', ');
  return (
    <Avatar.Group spacing="xs" role="img" aria-label={`Team: ${names}`}>
      {shown.map((member) => (
        <Tooltip key={member.email} label={fullNameOf(member)} withArrow>
          <Avatar size="sm" radius="xl" color="lexi" variant="filled">
            {initialsOf(member)}
          </Avatar>
        </Tooltip>
      ))}
      {more > 0 ? (
        <Avatar size="sm" radius="xl" variant="filled" color="gray.7">
          {`+${more}`}
        </Avatar>
      ) : null}
    </Avatar.Group>
  );
}
