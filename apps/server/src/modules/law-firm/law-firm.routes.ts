import multipart from '@fastify/multipart';
import { messageResponse } from '@lexi/shared/api/common';
import {
  bulkCreateResponse,
  confirmAccountRequest,
  confirmSendCodeRequest,
  confirmSendCodeResponse,
  createTeamMemberRequest,
  createTeamMemberResponse,
  editTeamMemberRequest,
  inviteMemberRequest,
  inviteMemberResponse,
  registerTeamMemberRequest,
  registerTeamMemberResponse,
  removeTeamMemberRequest,
  resendConfirmationRequest,
  revokeInviteRequest,
  sendJoinMobileCodeRequest,
  setMemberPasswordRequest,
  teamLinkStatusRequest,
  teamLinkStatusResponse,
  teamMemberResponse,
  teamMembersQuery,
  teamMembersResponse,
} from '@lexi/shared/api/team';
import { messages } from '@lexi/shared/messages';
import { BULK_MAX_BYTES } from '@lexi/shared/validation/team';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { readUploadedFile } from '../../lib/http/uploaded-file.ts';
import { principalOf } from '../../plugins/auth.ts';
import { toUserData } from '../accounts/user-data.ts';
import { bulkCreateMembers } from './bulk-create-members.ts';
import { memberTemplateCsv, memberTemplateXlsx } from './bulk-template.ts';
import { confirmMemberAccount, sendConfirmationCode } from './confirm-member-account.ts';
import { createTeamMember } from './create-team-member.ts';
import { editTeamMember } from './edit-team-member.ts';
import { inviteMember } from './invite-member.ts';
import { teamErrors } from './law-firm.errors.ts';
import { listTeamMembers } from './list-team-members.ts';
import { registerInvitedMember, sendJoinMobileCode } from './register-invited-member.ts';
import { removeTeamMember } from './remove-team-member.ts';
import { resendMemberLink } from './resend-member-link.ts';
import { revokeTeamInvite } from './revoke-invite.ts';
import { setMemberPassword } from './set-member-password.ts';
import { teamLinkStatus } from './team-link-status.ts';

const t = messages.team;
const tags = ['law firm'];
const security = [{ bearer: [] }];
const meta = (request: FastifyRequest) => ({
  ip: request.ip ?? null,
  userAgent: request.headers['user-agent'] ?? null,
});

/** Spec part 1 §7 "Team management", under /api/law_firm/. */
export const lawFirmRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  await app.register(multipart, { limits: { fileSize: BULK_MAX_BYTES, files: 1, fields: 5 } });

  app.get(
    '/law_firm/get-team-members/',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary:
          "A page of the firm's members, its pending invitations and plans (search: name, username, email, role)",
        security,
        querystring: teamMembersQuery,
        response: { 200: teamMembersResponse },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await listTeamMembers(deps, principalOf(request).userId, {
        page: request.query.page,
        pageSize: request.query.page_size,
        search: request.query.search,
      })),
    }),
  );

  app.post(
    '/law_firm/team-member/create/',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Create a member account with a password',
        security,
        body: createTeamMemberRequest,
        response: { 200: createTeamMemberResponse },
      },
    },
    async (request) => ({
      success: true as const,
      message: t.created,
      team_member: await createTeamMember(deps, principalOf(request).userId, request.body),
    }),
  );

  app.post(
    '/law_firm/team-member/bulk-create/',
    {
      onRequest: app.requireUser,
      bodyLimit: BULK_MAX_BYTES + 64 * 1024,
      schema: {
        tags,
        summary: 'Import members from a CSV or XLSX file (multipart field `file`)',
        consumes: ['multipart/form-data'],
        security,
        response: { 200: bulkCreateResponse },
      },
    },
    async (request) => {
      const userId = principalOf(request).userId;
      const bytes = await readUploadedFile(request, {
        missing: teamErrors.fileRequired,
        tooLarge: teamErrors.fileTooLarge,
      });
      return { success: true as const, ...(await bulkCreateMembers(deps, userId, bytes)) };
    },
  );

  app.get(
    '/law_firm/team-member/bulk-template/',
    {
      schema: {
        tags,
        summary: 'The bulk-import template (CSV or XLSX); it holds no data, so no sign-in is needed',
        querystring: z.object({ format: z.enum(['csv', 'xlsx']).default('csv') }),
      },
    },
    async (request, reply) => {
      if (request.query.format === 'xlsx') {
        return reply
          .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
          .header('content-disposition', 'attachment; filename="lexi-team-members.xlsx"')
          .send(await memberTemplateXlsx());
      }
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="lexi-team-members.csv"')
        .send(memberTemplateCsv());
    },
  );

  app.post(
    '/law_firm/team/invite/member',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Email an invitation link to join the firm',
        security,
        body: inviteMemberRequest,
        response: { 200: inviteMemberResponse },
      },
    },
    async (request) => ({
      success: true as const,
      message: t.own.inviteSent,
      invite: await inviteMember(deps, principalOf(request).userId, request.body),
    }),
  );

  app.post(
    '/law_firm/team/invite/revoke',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Withdraw a pending invitation',
        security,
        body: revokeInviteRequest,
        response: { 200: messageResponse },
      },
    },
    async (request) => {
      await revokeTeamInvite(deps, principalOf(request).userId, request.body.invite_id);
      return { success: true as const, message: t.own.inviteRevoked };
    },
  );

  app.post(
    '/law_firm/team/token-status',
    {
      schema: {
        tags,
        summary:
          'Whether an emailed team link (invitation, set-password, confirmation) still works, without using it',
        body: teamLinkStatusRequest,
        response: { 200: teamLinkStatusResponse },
      },
    },
    async (request) => ({
      success: true as const,
      valid: true as const,
      ...(await teamLinkStatus(deps, request.body)),
    }),
  );

  app.post(
    '/law_firm/team/member/send-mobile-code',
    {
      schema: {
        tags,
        summary: 'Join page: text a code to the mobile number the invited person typed',
        body: sendJoinMobileCodeRequest,
        response: { 200: messageResponse },
      },
    },
    async (request) => ({ success: true as const, message: await sendJoinMobileCode(deps, request.body) }),
  );

  app.post(
    '/law_firm/team/member/register',
    {
      schema: {
        tags,
        summary: 'The invited person sets up their account and is signed in',
        body: registerTeamMemberRequest,
        response: { 200: registerTeamMemberResponse },
      },
    },
    async (request) => {
      const result = await registerInvitedMember(deps, request.body, meta(request));
      return {
        success: true as const,
        message: t.own.registered,
        token: result.token,
        expires_at: result.expiresAt.toISOString(),
        user_data: toUserData(result.user),
      };
    },
  );

  app.post(
    '/law_firm/team/member/set-password',
    {
      schema: {
        tags,
        summary: 'A bulk-imported member chooses their first password from the emailed link',
        body: setMemberPasswordRequest,
        response: { 200: messageResponse },
      },
    },
    async (request) => ({ success: true as const, message: await setMemberPassword(deps, request.body) }),
  );

  app.post(
    '/law_firm/team/member/confirm/send-code',
    {
      schema: {
        tags,
        summary: 'Confirm page: text a code to the mobile number of the account an admin made',
        body: confirmSendCodeRequest,
        response: { 200: confirmSendCodeResponse },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await sendConfirmationCode(deps, request.body.token)),
    }),
  );

  app.post(
    '/law_firm/team/member/confirm',
    {
      schema: {
        tags,
        summary: 'A member made by an admin confirms their account (email by the link, mobile by the code)',
        body: confirmAccountRequest,
        response: { 200: messageResponse },
      },
    },
    async (request) => ({ success: true as const, message: await confirmMemberAccount(deps, request.body) }),
  );

  app.post(
    '/law_firm/team-member/resend-confirmation',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Email a fresh confirmation (or set-password) link to a member who has not confirmed',
        security,
        body: resendConfirmationRequest,
        response: { 200: messageResponse },
      },
    },
    async (request) => ({
      success: true as const,
      message: await resendMemberLink(deps, principalOf(request).userId, request.body.member_id),
    }),
  );

  app.post(
    '/law_firm/team-member/edit_team_member',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: "Change a member's role and, optionally, their plan seat",
        security,
        body: editTeamMemberRequest,
        response: { 200: teamMemberResponse },
      },
    },
    async (request) => ({
      success: true as const,
      message: t.own.updated,
      team_member: await editTeamMember(deps, principalOf(request).userId, request.body),
    }),
  );

  app.post(
    '/law_firm/remove-team-member/',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Remove a member; their sessions end',
        security,
        body: removeTeamMemberRequest,
        response: { 200: messageResponse },
      },
    },
    async (request) => {
      await removeTeamMember(deps, principalOf(request).userId, request.body.member_id);
      return { success: true as const, message: t.removed };
    },
  );
};
