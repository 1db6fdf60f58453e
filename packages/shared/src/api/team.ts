import { z } from 'zod';
import { TEAM_ROLES } from '../team-roles.ts';
import { emailField, newPasswordField, otpField } from '../validation/fields.ts';
import { singleLineText } from '../validation/safe-text.ts';
import { inviteMessageField, teamPersonFields, teamRoleField } from '../validation/team.ts';
import { userData } from './accounts.ts';
import { pageField, pageSizeField } from './common.ts';

/**
 * POST /api/law_firm/team-member/create/. The spec's is_email_verified and is_mobile_verified are
 * accepted and ignored: a member made by an admin confirms their own email and mobile number from
 * an emailed link before they can sign in.
 */
export const createTeamMemberRequest = z.object({
  ...teamPersonFields,
  password: newPasswordField,
  role: teamRoleField,
  is_email_verified: z.boolean().default(false),
  is_mobile_verified: z.boolean().default(false),
});
export type CreateTeamMemberRequest = z.input<typeof createTeamMemberRequest>;

const teamRole = z.enum(TEAM_ROLES);

/** A member as the firm's admin sees them (the spec's Team member, without the password). */
export const teamMember = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  username: z.string(),
  email: z.string(),
  phone_number: z.string(),
  country: z.string(),
  country_code: z.string(),
  role: teamRole,
  role_label: z.string(),
  is_email_verified: z.boolean(),
  is_mobile_verified: z.boolean(),
  /** The firm plan whose seat this member holds, if any. */
  plan: z.object({ code: z.string(), name: z.string() }).nullable(),
  /** False until a bulk-imported member has set a password through the emailed link. */
  has_password: z.boolean(),
  /** Made by an admin (one by one or imported) and not yet confirmed by its owner from the emailed link. */
  awaiting_confirmation: z.boolean(),
  /** Until when that link works (and the account holds its username, email and phone), or null. */
  confirmation_expires_at: z.string().nullable(),
  joined_at: z.string(),
});
export type TeamMember = z.infer<typeof teamMember>;

export const createTeamMemberResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  team_member: teamMember,
});

export const teamInvite = z.object({
  id: z.string(),
  email: z.string(),
  role: teamRole,
  role_label: z.string(),
  expires_at: z.string(),
  created_at: z.string(),
});
export type TeamInvite = z.infer<typeof teamInvite>;

/** A plan of the firm whose seats the admin gives to members. */
export const lawFirmPlan = z.object({
  code: z.string(),
  name: z.string(),
  seats_total: z.number().int(),
  seats_used: z.number().int(),
  seats_available: z.number().int(),
  expires_at: z.string().nullable(),
});
export type LawFirmPlan = z.infer<typeof lawFirmPlan>;

/** Members on one page of GET /api/law_firm/get-team-members/ unless `page_size` says otherwise. */
export const TEAM_PAGE_SIZE = 25;
export const TEAM_SEARCH_MAX = 100;

/**
 * GET /api/law_firm/get-team-members/?page=N&page_size=M&search=text (all optional: the spec's call
 * has none and gets the first page). The search looks in name, username, email and role, in any
 * case, in the members and in the pending invitations (email and role).
 */
export const teamMembersQuery = z.object({
  page: pageField,
  page_size: pageSizeField(TEAM_PAGE_SIZE),
  search: singleLineText().trim().max(TEAM_SEARCH_MAX).default(''),
});
export type TeamMembersQuery = z.input<typeof teamMembersQuery>;

export const teamMembersResponse = z.object({
  success: z.literal(true),
  firm_name: z.string(),
  /** The members of this page that match the search, oldest member first. */
  team_members: z.array(teamMember),
  /** How many members match the search, and on how many pages. */
  total_members: z.number().int(),
  num_pages: z.number().int(),
  page: z.number().int(),
  admin: teamMember,
  invites: z.array(teamInvite),
  law_firm_plans: z.array(lawFirmPlan),
  has_plan: z.boolean(),
});
export type TeamMembersResponse = z.infer<typeof teamMembersResponse>;

/** POST /api/law_firm/team-member/bulk-create/ (multipart `file`): one entry per row with a problem. */
export const bulkRowError = z.object({
  /** The row's number in the file, counting the header as row 1. */
  row: z.number().int(),
  errors: z.record(z.string(), z.string()),
});
export type BulkRowError = z.infer<typeof bulkRowError>;

export const bulkCreateResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  summary: z.object({
    total_processed: z.number().int(),
    successful: z.number().int(),
    failed: z.number().int(),
  }),
  errors: z.array(bulkRowError),
  created: z.array(
    z.object({ row: z.number().int(), id: z.string(), username: z.string(), email: z.string() }),
  ),
});
export type BulkCreateResponse = z.infer<typeof bulkCreateResponse>;

/** POST /api/law_firm/team/invite/member */
export const inviteMemberRequest = z.object({
  email: emailField,
  role: teamRoleField,
  message: inviteMessageField.optional().default(''),
});
export type InviteMemberRequest = z.input<typeof inviteMemberRequest>;

export const inviteMemberResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  invite: teamInvite,
});

/** POST /api/law_firm/team/invite/revoke (ours) */
export const revokeInviteRequest = z.object({ invite_id: z.uuid({ error: 'Choose an invitation.' }) });

const linkToken = singleLineText().trim().min(1, { error: 'The link has no token.' }).max(200);

/**
 * POST /api/law_firm/team/member/send-mobile-code (ours): on the join page, texts a code to the
 * mobile number the invited person typed, for `mobile_otp` of the registration.
 */
export const sendJoinMobileCodeRequest = z.object({
  token: linkToken,
  phone_number: teamPersonFields.phone_number,
  country_code: teamPersonFields.country_code,
});
export type SendJoinMobileCodeRequest = z.input<typeof sendJoinMobileCodeRequest>;

/**
 * POST /api/law_firm/team/member/register: the spec's payload and, ours, `mobile_otp`: the code
 * texted to phone_number, so that the session answered is one the next sign-in would also give.
 */
export const registerTeamMemberRequest = z.object({
  token: linkToken,
  username: teamPersonFields.username,
  password: newPasswordField,
  first_name: teamPersonFields.first_name,
  last_name: teamPersonFields.last_name,
  phone_number: teamPersonFields.phone_number,
  country: teamPersonFields.country,
  country_code: teamPersonFields.country_code,
  mobile_otp: otpField,
});
export type RegisterTeamMemberRequest = z.input<typeof registerTeamMemberRequest>;

/** The same answer as POST /api/login, so the browser lands signed in. */
export const registerTeamMemberResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  token: z.string(),
  expires_at: z.string(),
  user_data: userData,
});

/** The kinds of emailed team link: an invitation (/team/join), a set-password or a confirmation link. */
export const TEAM_LINK_PURPOSES = ['invite', 'set_password', 'confirm_account'] as const;
export type TeamLinkPurpose = (typeof TEAM_LINK_PURPOSES)[number];

/**
 * POST /api/law_firm/team/token-status (ours): whether an emailed team link of this kind still
 * works, checked as its page opens and without spending it. The token is in the body, never in a
 * URL the server logs. A link that does not work gets the refusal its page's own call would give
 * (404 unknown, withdrawn or of another kind; 410 expired or used).
 */
export const teamLinkStatusRequest = z.object({
  token: linkToken,
  purpose: z.enum(TEAM_LINK_PURPOSES, { error: 'Choose the kind of link.' }),
});
export type TeamLinkStatusRequest = z.input<typeof teamLinkStatusRequest>;

/** A live link, and the email address it was sent to (only the link's own holder learns it). */
export const teamLinkStatusResponse = z.object({
  success: z.literal(true),
  valid: z.literal(true),
  email: z.string().optional(),
});
export type TeamLinkStatusResponse = z.infer<typeof teamLinkStatusResponse>;

/** POST /api/law_firm/team/member/set-password (ours): a bulk-imported member's first password. */
export const setMemberPasswordRequest = z.object({ token: linkToken, password: newPasswordField });

/**
 * POST /api/law_firm/team/member/confirm/send-code (ours): a member made by an admin opens the
 * emailed link; a code is texted to the mobile number the admin gave.
 */
export const confirmSendCodeRequest = z.object({ token: linkToken });
export const confirmSendCodeResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  username: z.string(),
  /** The number the code went to, mostly hidden: +91 ••••••3210. */
  mobile: z.string(),
});
export type ConfirmSendCodeResponse = z.infer<typeof confirmSendCodeResponse>;

/** POST /api/law_firm/team/member/confirm (ours): the texted code confirms the email and the mobile. */
export const confirmAccountRequest = z.object({ token: linkToken, otp: otpField });

/** POST /api/law_firm/team-member/resend-confirmation (ours): a fresh link to a member not yet confirmed. */
export const resendConfirmationRequest = z.object({ member_id: z.uuid({ error: 'Choose a team member.' }) });

/** POST /api/law_firm/team-member/edit_team_member; selectedPlan '' gives the member's seat back. */
export const editTeamMemberRequest = z.object({
  team_member_id: z.uuid({ error: 'Choose a team member.' }),
  role: teamRoleField,
  selectedPlan: singleLineText().trim().max(50).nullable().optional(),
});
export type EditTeamMemberRequest = z.input<typeof editTeamMemberRequest>;

/** POST /api/law_firm/remove-team-member/ */
export const removeTeamMemberRequest = z.object({ member_id: z.uuid({ error: 'Choose a team member.' }) });

export const teamMemberResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  team_member: teamMember,
});
