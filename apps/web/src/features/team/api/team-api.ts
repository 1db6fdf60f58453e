import { messageResponse } from '@lexi/shared/api/common';
import {
  bulkCreateResponse,
  type CreateTeamMemberRequest,
  confirmSendCodeResponse,
  createTeamMemberResponse,
  type EditTeamMemberRequest,
  type InviteMemberRequest,
  inviteMemberResponse,
  type RegisterTeamMemberRequest,
  registerTeamMemberResponse,
  type SendJoinMobileCodeRequest,
  TEAM_PAGE_SIZE,
  type TeamLinkStatusRequest,
  teamLinkStatusResponse,
  teamMemberResponse,
  teamMembersResponse,
} from '@lexi/shared/api/team';
import { messages } from '@lexi/shared/messages';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const teamQueryKey = ['law-firm', 'team'] as const;

export type TeamListParams = { page: number; search: string };

/** The query string of one page of the team list (the search only when there is one). */
export function teamListPath({ page, search }: TeamListParams): string {
  const query = new URLSearchParams({ page: String(page), page_size: String(TEAM_PAGE_SIZE) });
  if (search) query.set('search', search);
  return `/law_firm/get-team-members/?${query}`;
}

/**
 * GET /api/law_firm/get-team-members/: one page of the members the search matches, read on the
 * server (a 403 means the caller does not manage a firm). The previous page stays shown while the
 * next one loads.
 */
export function teamQuery(params: TeamListParams) {
  return queryOptions({
    queryKey: [...teamQueryKey, params],
    queryFn: () => apiRequest(teamListPath(params), teamMembersResponse, { method: 'GET' }),
    placeholderData: keepPreviousData,
    // Spec §8 Team failures: 'Invalid API response' when the listing is not of the expected shape.
    meta: { errorMessage: messages.team.fetchFailed, malformedMessage: messages.team.invalidResponse },
  });
}

export function createTeamMember(input: CreateTeamMemberRequest) {
  return apiRequest('/law_firm/team-member/create/', createTeamMemberResponse, { body: input });
}

/** POST /api/law_firm/team-member/bulk-create/ as multipart, the file under `file`. */
export function bulkCreateTeamMembers(file: File) {
  const form = new FormData();
  form.append('file', file);
  return apiRequest('/law_firm/team-member/bulk-create/', bulkCreateResponse, { body: form });
}

export const templateUrls = {
  csv: '/api/law_firm/team-member/bulk-template/?format=csv',
  xlsx: '/api/law_firm/team-member/bulk-template/?format=xlsx',
};

export function inviteTeamMember(input: InviteMemberRequest) {
  return apiRequest('/law_firm/team/invite/member', inviteMemberResponse, { body: input });
}

export function revokeTeamInvite(inviteId: string) {
  return apiRequest('/law_firm/team/invite/revoke', messageResponse, { body: { invite_id: inviteId } });
}

export function editTeamMember(input: EditTeamMemberRequest) {
  return apiRequest('/law_firm/team-member/edit_team_member', teamMemberResponse, { body: input });
}

export function removeTeamMember(memberId: string) {
  return apiRequest('/law_firm/remove-team-member/', messageResponse, { body: { member_id: memberId } });
}

/** A fresh confirmation (or set-password) link to a member who has not confirmed their account. */
export function resendConfirmation(memberId: string) {
  return apiRequest('/law_firm/team-member/resend-confirmation', messageResponse, {
    body: { member_id: memberId },
  });
}

/** Whether an emailed team link still works, asked as its page opens (the token in the body). */
export function checkTeamLink(input: TeamLinkStatusRequest) {
  return apiRequest('/law_firm/team/token-status', teamLinkStatusResponse, { body: input, auth: false });
}

/** The join page's code step: texts a code to the mobile number the invited person typed. */
export function sendJoinMobileCode(input: SendJoinMobileCodeRequest) {
  return apiRequest('/law_firm/team/member/send-mobile-code', messageResponse, { body: input, auth: false });
}

/** The confirm page: texts a code to the mobile number of the account the firm made. */
export function sendConfirmationCode(token: string) {
  return apiRequest('/law_firm/team/member/confirm/send-code', confirmSendCodeResponse, {
    body: { token },
    auth: false,
  });
}

export function confirmAccount(input: { token: string; otp: string }) {
  return apiRequest('/law_firm/team/member/confirm', messageResponse, { body: input, auth: false });
}

/** The invited person's registration: answered like a login, so the browser is signed in. */
export function registerInvitedMember(input: RegisterTeamMemberRequest) {
  return apiRequest('/law_firm/team/member/register', registerTeamMemberResponse, {
    body: input,
    auth: false,
  });
}

export function setMemberPassword(input: { token: string; password: string }) {
  return apiRequest('/law_firm/team/member/set-password', messageResponse, { body: input, auth: false });
}
