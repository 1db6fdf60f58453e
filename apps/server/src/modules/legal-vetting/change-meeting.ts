import type { Deps } from '../../deps.ts';
import { isExclusionViolation } from '../../lib/db-errors.ts';
import { findUserById } from '../accounts/users.repository.ts';
import { isUuid } from '../emohar/document-access.ts';
import { findLawyerById } from './lawyers.repository.ts';
import { vettingErrors } from './legal-vetting.errors.ts';
import { sendMeetingInvitation } from './meeting-invitation.ts';
import { findMeeting, updateMeeting } from './meetings.repository.ts';
import { toMeeting } from './presenters.ts';
import { lawyerFreeSlots } from './slots.service.ts';

/** A live, future meeting of which the caller is the client or the lawyer (404 for anyone else). */
async function changeableMeeting(deps: Deps, userId: string, meetingId: string) {
  const row = isUuid(meetingId) ? await findMeeting(deps.db, meetingId) : undefined;
  if (!row || (row.clientId !== userId && row.lawyerId !== userId)) throw vettingErrors.meetingNotFound();
  if (row.cancelledAt) throw vettingErrors.meetingCancelled();
  if (row.startsAt.getTime() <= deps.now().getTime()) throw vettingErrors.meetingPast();
  const [client, lawyer] = await Promise.all([
    findUserById(deps.db, row.clientId),
    findLawyerById(deps.db, row.lawyerId),
  ]);
  if (!client || !lawyer) throw vettingErrors.meetingNotFound();
  return { row, lawyer, people: { client, lawyer: lawyer.user, lawyerTimeZone: lawyer.profile.timeZone } };
}

/** Moves a meeting to another free slot: same UID, SEQUENCE + 1, mailed to both sides. */
export async function rescheduleMeeting(deps: Deps, userId: string, meetingId: string, startTime: string) {
  const { row, lawyer, people } = await changeableMeeting(deps, userId, meetingId);
  const start = Date.parse(startTime);
  const slots = await lawyerFreeSlots(
    deps,
    row.lawyerId,
    lawyer.profile,
    { from: start, to: start + 1 },
    row.id,
  );
  const slot = slots.find((s) => s.start === start);
  if (!slot) throw vettingErrors.slotNotFree();
  let updated: Awaited<ReturnType<typeof updateMeeting>>;
  try {
    updated = await updateMeeting(deps.db, row.id, {
      startsAt: new Date(slot.start),
      endsAt: new Date(slot.end),
      sequence: row.sequence + 1,
    });
  } catch (error) {
    if (isExclusionViolation(error)) throw vettingErrors.slotTaken();
    throw error;
  }
  const mailed = await sendMeetingInvitation(deps, 'rescheduled', updated, people);
  return { meeting: toMeeting(updated, people, userId), mailed };
}

/** Cancels a meeting: its slot is free again, and both sides get METHOD:CANCEL. */
export async function cancelMeeting(deps: Deps, userId: string, meetingId: string) {
  const { row, people } = await changeableMeeting(deps, userId, meetingId);
  const updated = await updateMeeting(deps.db, row.id, {
    cancelledAt: deps.now(),
    sequence: row.sequence + 1,
  });
  const mailed = await sendMeetingInvitation(deps, 'cancelled', updated, people);
  return { meeting: toMeeting(updated, people, userId), mailed };
}
