import { messages } from '@lexi/shared/messages';
import { AppError } from '../../lib/app-error.ts';

const own = messages.team.own;
const field = (code: string, status: number, name: string, message: string) =>
  new AppError(code, status, message, { fields: { [name]: message } });

export const teamErrors = {
  notManager: () => new AppError('team.not_manager', 403, own.notFirmManager),
  /** Unknown, or a member of another firm: one answer, so that existence is not revealed. */
  memberNotFound: () => new AppError('team.member_not_found', 404, own.memberNotFound),
  inviteNotFound: () => new AppError('team.invite_not_found', 404, own.inviteNotFound),
  usernameTaken: () => field('accounts.username_taken', 409, 'username', messages.accounts.usernameTaken),
  emailTaken: () => field('accounts.email_taken', 409, 'email', messages.accounts.emailTaken),
  phoneTaken: () => field('team.phone_taken', 409, 'phone_number', own.phoneTaken),
  inviteEmailTaken: () => field('team.invite_email_taken', 409, 'email', own.inviteEmailTaken),
  commonPassword: () =>
    field('accounts.password_too_common', 400, 'password', messages.accounts.passwordTooCommon),
  cannotRemoveSelf: () => new AppError('team.cannot_remove_self', 409, own.cannotRemoveSelf),
  lastAdmin: () => new AppError('team.last_admin', 409, own.lastAdmin),
  planNotAvailable: () => field('team.plan_not_available', 400, 'selectedPlan', own.planNotAvailable),
  noSeatsLeft: () => field('team.no_seats_left', 409, 'selectedPlan', own.noSeatsLeft),
  linkInvalid: () => new AppError('team.link_invalid', 404, own.linkInvalid),
  linkExpired: () => new AppError('team.link_expired', 410, own.linkExpired),
  linkUsed: () => new AppError('team.link_used', 410, own.linkUsed),
  fileRequired: () => field('team.file_required', 400, 'file', own.fileRequired),
  fileType: () => field('team.file_type', 415, 'file', own.fileType),
  fileTooLarge: () => field('team.file_too_large', 413, 'file', own.fileTooLarge),
  fileTooComplex: () => field('team.file_too_complex', 413, 'file', own.fileTooComplex),
  fileEmpty: () => field('team.file_empty', 400, 'file', own.fileEmpty),
  tooManyRows: () => field('team.too_many_rows', 400, 'file', own.tooManyRows),
  missingColumns: (columns: string[]) =>
    field('team.missing_columns', 400, 'file', own.missingColumns(columns.join(', '))),
  alreadyConfirmed: () => new AppError('team.already_confirmed', 409, own.alreadyConfirmed),
  mailFailed: () => new AppError('team.mail_failed', 502, own.mailFailed),
};
