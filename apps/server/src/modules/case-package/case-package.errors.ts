import { fillMessage, messages } from '@lexi/shared/messages';
import { AppError } from '../../lib/app-error.ts';

const g = messages.litigation.own.generation;

export const casePackageErrors = {
  noCase: () => new AppError('case_package.no_case', 409, g.noCase),
  packageNotFound: () => new AppError('case_package.not_found', 404, g.packageNotFound),
  versionNotFound: () => new AppError('case_package.version_not_found', 404, g.versionNotFound),
  draftNotFound: () => new AppError('case_package.draft_not_found', 404, g.draftNotFound),
};

/** The sentence of a generation that ended in failure, with the job's last error as the reason. */
export const generationFailedMessage = (reason: string | null) =>
  reason ? fillMessage(g.failed, { reason }) : g.failedAfterRetries;
