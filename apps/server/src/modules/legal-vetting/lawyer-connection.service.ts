import { messages } from '@lexi/shared/messages';
import type { Deps } from '../../deps.ts';
import {
  clearCurrentLawyer,
  currentLawyerId,
  findLawyerById,
  findOfferingLawyer,
  setCurrentLawyer,
} from './lawyers.repository.ts';
import { vettingErrors } from './legal-vetting.errors.ts';
import { listMeetingsOf } from './meetings.repository.ts';
import { toLawyer, toMeeting } from './presenters.ts';

const own = messages.lawyer.own;

/** Makes a lawyer who takes requests the caller's current lawyer. */
export async function assignLawyer(deps: Deps, clientId: string, username: string) {
  const record = await findOfferingLawyer(deps.db, username);
  if (!record) throw vettingErrors.lawyerNotFound();
  if (record.user.id === clientId) throw vettingErrors.cannotAssignSelf();
  await setCurrentLawyer(deps.db, clientId, record.user.id);
  const lawyer = toLawyer(record);
  return { message: own.assigned(lawyer.name), lawyer };
}

/** The caller's current lawyer (or null) and their meetings, as client or as lawyer, not yet over. */
export async function connectedLawyer(deps: Deps, userId: string) {
  const lawyerId = await currentLawyerId(deps.db, userId);
  const [record, rows] = await Promise.all([
    lawyerId ? findLawyerById(deps.db, lawyerId) : undefined,
    listMeetingsOf(deps.db, userId, deps.now()),
  ]);
  return {
    lawyer: record ? toLawyer(record) : null,
    meetings: rows.map((row) => toMeeting(row.meeting, row, userId)),
  };
}

/**
 * Withdrawing from a lawyer clears the current lawyer (spec §4). With it ends the lawyer's access to
 * every vetting request of this client (see vetting.repository.ts), whose statuses stay as they
 * were; meetings, booked with a lawyer directly rather than through the connection, stay as booked.
 */
export async function withdrawCurrentLawyer(deps: Deps, clientId: string): Promise<void> {
  if (!(await clearCurrentLawyer(deps.db, clientId))) throw vettingErrors.noCurrentLawyer();
}
