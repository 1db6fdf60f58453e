import type { TeamMember } from '@lexi/shared/api/workspaces';
import { MAX_TEAM_AVATARS } from '@lexi/shared/workspace-constants';

/** 'Asha Rao' → 'AR'; a member without a name shows the first letter of the username. */
export function initialsOf(member: Pick<TeamMember, 'first_name' | 'last_name' | 'username'>): string {
  const letters = `${member.first_name.trim().charAt(0)}${member.last_name.trim().charAt(0)}`;
  return (letters || member.username.charAt(0) || '?').toUpperCase();
}

export function fullNameOf(member: Pick<TeamMember, 'first_name' | 'last_name' | 'username'>): string {
  return `${member.first_name} ${member.last_name}`.trim() || member.username;
}

/** Up to three avatars, then '+N' for the rest (spec part 2 §9). */
export function visibleAvatars<T>(members: readonly T[]): { shown: T[]; more: number } {
  return {
    shown: members.slice(0, MAX_TEAM_AVATARS),
    more: Math.max(0, members.length - MAX_TEAM_AVATARS),
  };
}

/** The firm's members who are not on the workspace yet (by email), for the Assign dialog. */
export function unassignedMembers(
  firmMembers: readonly TeamMember[],
  assigned: readonly Pick<TeamMember, 'email'>[],
): TeamMember[] {
  const taken = new Set(assigned.map((member) => member.email.toLowerCase()));
  return firmMembers.filter((member) => !taken.has(member.email.toLowerCase()));
}
