import type { Deps } from '../../deps.ts';
import { isExclusionViolation } from '../../lib/db-errors.ts';
import { findUserById } from '../accounts/users.repository.ts';
import { findOfferingLawyer } from './lawyers.repository.ts';
import { vettingErrors } from './legal-vetting.errors.ts';
import { sendMeetingInvitation } from './meeting-invitation.ts';
import { insertMeeting } from './meetings.repository.ts';
import { toMeeting } from './presenters.ts';
import { lawyerFreeSlots } from './slots.service.ts';

export type BookingRequest = {
  lawyer_username: string;
  start_time: string;
  meeting_purpose?: string;
  message?: string;
};

/**
 * Books a meeting at one of the lawyer's free slots (as computed now) and mails both sides the
 * invitation. Two requests for one slot both pass the slot check; the exclusion constraint lets
 * exactly one insert through and the other gets 409.
 */
export async function bookMeeting(deps: Deps, clientId: string, request: BookingRequest) {
  const record = await findOfferingLawyer(deps.db, request.lawyer_username);
  if (!record) throw vettingErrors.lawyerNotFound();
  if (record.user.id === clientId) throw vettingErrors.cannotAssignSelf();
  const start = Date.parse(request.start_time);
  const slots = await lawyerFreeSlots(deps, record.user.id, record.profile, { from: start, to: start + 1 });
  const slot = slots.find((s) => s.start === start);
  if (!slot) throw vettingErrors.slotNotFree();
  const client = await findUserById(deps.db, clientId);
  if (!client) throw vettingErrors.meetingNotFound();

  let row: Awaited<ReturnType<typeof insertMeeting>>;
  try {
    row = await insertMeeting(deps.db, {
      lawyerId: record.user.id,
      clientId,
      startsAt: new Date(slot.start),
      endsAt: new Date(slot.end),
      purpose: request.meeting_purpose ?? '',
      message: request.message ?? '',
    });
  } catch (error) {
    if (isExclusionViolation(error)) throw vettingErrors.slotTaken();
    throw error;
  }
  const people = { client, lawyer: record.user, lawyerTimeZone: record.profile.timeZone };
  const mailed = await sendMeetingInvitation(deps, 'booked', row, people);
  return { meeting: toMeeting(row, people, clientId), mailed };
}
