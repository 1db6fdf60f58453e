import { fillMessage, messages } from '@lexi/shared/messages';
import { AppError } from '../../lib/app-error.ts';

const own = messages.workspace.own;

export const workspaceErrors = {
  /** Unknown, or not visible to the caller: one answer, so that existence is not revealed. */
  notFound: () => new AppError('workspaces.not_found', 404, own.notFound),
  noteNotFound: () => new AppError('workspaces.note_not_found', 404, own.noteNotFound),
  caseNotFound: () => new AppError('workspaces.case_not_found', 404, own.caseNotFound),
  documentNotFound: () => new AppError('workspaces.document_not_found', 404, own.documentNotFound),
  documentNotInWorkspace: () =>
    new AppError('workspaces.document_not_in_workspace', 404, own.documentNotInWorkspace),
  readOnly: () => new AppError('workspaces.read_only', 403, own.readOnly),
  cannotCreate: () => new AppError('workspaces.cannot_create', 403, own.cannotCreate),
  cannotManage: () => new AppError('workspaces.cannot_manage', 403, own.cannotManage),
  cannotEditNote: () => new AppError('workspaces.cannot_edit_note', 403, own.cannotEditNote),
  notFirmMembers: (emails: string[]) =>
    new AppError(
      'workspaces.not_firm_members',
      400,
      fillMessage(own.notFirmMembers, { emails: emails.join(', ') }),
      {
        fields: { emails: fillMessage(own.notFirmMembers, { emails: emails.join(', ') }) },
        emails,
      },
    ),
  notAssigned: () => new AppError('workspaces.not_assigned', 404, own.notAssigned),
};
