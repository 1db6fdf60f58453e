import { TEAM_ROLE_LABELS, type TeamRole } from '@lexi/shared/team-roles';
import type { MailMessage } from '../../lib/mail/mailer.ts';

const validity = (expiresAt: Date) => `The link works once, until ${expiresAt.toUTCString()}.`;

/** The invitation: who invites, as what, their note, and the link to set up the account. */
export function inviteMail(input: {
  to: string;
  firmName: string;
  inviter: string;
  role: TeamRole;
  note: string;
  url: string;
  expiresAt: Date;
}): MailMessage {
  const lines = [
    `${input.inviter} has invited you to join ${input.firmName} on LeXi as ${TEAM_ROLE_LABELS[input.role]}.`,
    '',
  ];
  if (input.note) lines.push('Their message:', input.note, '');
  lines.push(
    `Set up your account here: ${input.url}`,
    '',
    validity(input.expiresAt),
    'If you did not expect this invitation, you can ignore this email.',
  );
  return { to: input.to, subject: `Join ${input.firmName} on LeXi`, text: lines.join('\n') };
}

/** To a bulk-imported member: their account exists, they choose its password through the link. */
export function setPasswordMail(input: {
  to: string;
  firmName: string;
  username: string;
  url: string;
  expiresAt: Date;
}): MailMessage {
  return {
    to: input.to,
    subject: `Your LeXi account at ${input.firmName}`,
    text: [
      `${input.firmName} has created a LeXi account for you, with the username ${input.username}.`,
      '',
      `Choose your password here: ${input.url}`,
      '',
      validity(input.expiresAt),
      'If you did not expect this email, you can ignore it.',
    ].join('\n'),
  };
}

/** To a member the admin created with a password: confirm the account (email and mobile) first. */
export function confirmAccountMail(input: {
  to: string;
  firmName: string;
  username: string;
  url: string;
  expiresAt: Date;
}): MailMessage {
  return {
    to: input.to,
    subject: `Confirm your LeXi account at ${input.firmName}`,
    text: [
      `${input.firmName} has created a LeXi account for you, with the username ${input.username}.`,
      '',
      `Before you can sign in, confirm it here (we will text a code to your mobile number): ${input.url}`,
      '',
      validity(input.expiresAt),
      'If you did not expect this email, you can ignore it: the account is removed if nobody confirms it.',
    ].join('\n'),
  };
}
