import { messages } from '@lexi/shared/messages';
import { AppError } from '../../lib/app-error.ts';

const own = messages.lawyer.own;

export const vettingErrors = {
  lawyerNotFound: () => new AppError('legal_vetting.lawyer_not_found', 404, own.lawyerNotFound),
  cannotAssignSelf: () => new AppError('legal_vetting.self', 400, own.cannotAssignSelf),
  noCurrentLawyer: () => new AppError('legal_vetting.no_current_lawyer', 409, own.noCurrentLawyer),
  profileNotAllowed: () => new AppError('legal_vetting.profile_not_allowed', 403, own.profileNotAllowed),
  slotNotFree: () =>
    new AppError('meetings.slot_not_free', 409, own.slotNotFree, { fields: { start_time: own.slotNotFree } }),
  slotTaken: () =>
    new AppError('meetings.slot_taken', 409, own.slotTaken, { fields: { start_time: own.slotTaken } }),
  /** Someone else's, unknown or made-up: one answer, so that existence is not revealed. */
  meetingNotFound: () => new AppError('meetings.not_found', 404, own.meetingNotFound),
  meetingCancelled: () => new AppError('meetings.cancelled', 409, own.meetingAlreadyCancelled),
  meetingPast: () => new AppError('meetings.past', 409, own.meetingPast),
  vettingNotFound: () => new AppError('legal_vetting.request_not_found', 404, own.vettingNotFound),
  onlyLawyerChangesStatus: () => new AppError('legal_vetting.not_lawyer', 403, own.onlyLawyerChangesStatus),
};
