import type { TeamMember, TeamMembersResponse } from '@lexi/shared/api/team';
import { useSessionStore } from '../../lib/session-store.ts';
import { aUser } from '../../test/mock-api.ts';

/** The team page's first call: page 1 of 25, no search. */
export const TEAM_PATH = '/api/law_firm/get-team-members/?page=1&page_size=25';
/** Another page or a search of the team list, as the page asks for it. */
export const teamPath = (page: number, search = '') =>
  `/api/law_firm/get-team-members/?page=${page}&page_size=25${search ? `&search=${encodeURIComponent(search)}` : ''}`;

export function member(overrides: Partial<TeamMember> = {}): TeamMember {
  return {
    id: 'm1',
    first_name: 'Priya',
    last_name: 'Menon',
    username: 'priya.menon',
    email: 'priya@example.in',
    phone_number: '9876500001',
    country: 'India',
    country_code: '+91',
    role: 'lawyer',
    role_label: 'Lawyer',
    is_email_verified: true,
    is_mobile_verified: true,
    plan: null,
    has_password: true,
    awaiting_confirmation: false,
    confirmation_expires_at: null,
    joined_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export const admin = member({
  id: aUser.id,
  first_name: 'Asha',
  last_name: 'Rao',
  username: 'asha',
  email: aUser.email,
  role: 'admin',
  role_label: 'Admin',
});

export function team(overrides: Partial<TeamMembersResponse> = {}): TeamMembersResponse {
  return {
    success: true,
    firm_name: 'Rao & Partners',
    team_members: [
      admin,
      member(),
      member({
        id: 'm2',
        first_name: 'Kabir',
        last_name: 'Shah',
        username: 'kabir',
        email: 'kabir@example.in',
        role: 'viewer',
        role_label: 'Viewer',
      }),
    ],
    total_members: 3,
    num_pages: 1,
    page: 1,
    admin,
    invites: [
      {
        id: 'i1',
        email: 'neha@example.in',
        role: 'paralegal',
        role_label: 'Paralegal',
        expires_at: '2026-12-08T00:00:00.000Z',
        created_at: '2026-12-01T00:00:00.000Z',
      },
    ],
    law_firm_plans: [
      {
        code: 'firm',
        name: 'Law Firm',
        seats_total: 25,
        seats_used: 1,
        seats_available: 24,
        expires_at: null,
      },
    ],
    has_plan: true,
    ...overrides,
  };
}

export function signInAsFirm() {
  useSessionStore.getState().signIn({ token: 'tok', user_data: { ...aUser, account_type: 'law_firm' } });
}
