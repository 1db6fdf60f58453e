import { dateTimeLabel } from '@lexi/shared/zoned-time';
import type { Deps } from '../../deps.ts';
import type { UserRow } from '../accounts/users.table.ts';
import { buildCalendar } from './icalendar.ts';
import type { MeetingRow } from './meetings.table.ts';
import { fullName } from './presenters.ts';

export type InvitationKind = 'booked' | 'rescheduled' | 'cancelled';

/** The stable UID of a meeting's calendar event: every update of the meeting carries it. */
export const meetingUid = (meetingId: string) => `meeting-${meetingId}@lexi`;

const subjects: Record<InvitationKind, string> = {
  booked: 'Meeting booked',
  rescheduled: 'Meeting moved',
  cancelled: 'Meeting cancelled',
};

/**
 * Mails both sides the meeting as an iCalendar attachment (METHOD:REQUEST, or CANCEL), with the
 * meeting's SEQUENCE, so that calendar programs add, move or remove the one event. False when the
 * mail could not be sent.
 */
export async function sendMeetingInvitation(
  deps: Deps,
  kind: InvitationKind,
  meeting: MeetingRow,
  people: { client: UserRow; lawyer: UserRow; lawyerTimeZone: string },
): Promise<boolean> {
  try {
    await mailInvitation(deps, kind, meeting, people);
    return true;
  } catch {
    // The meeting is saved either way; the caller tells the person that the mail did not go.
    return false;
  }
}

async function mailInvitation(
  deps: Deps,
  kind: InvitationKind,
  meeting: MeetingRow,
  people: { client: UserRow; lawyer: UserRow; lawyerTimeZone: string },
): Promise<void> {
  const { client, lawyer, lawyerTimeZone } = people;
  const summary = `LeXi meeting: ${fullName(client)} and ${fullName(lawyer)}`;
  const description = [
    meeting.purpose && `Purpose: ${meeting.purpose}`,
    meeting.message && `Message: ${meeting.message}`,
    'Booked through LeXi legal vetting.',
  ]
    .filter(Boolean)
    .join('\n');
  const ics = buildCalendar({
    method: kind === 'cancelled' ? 'CANCEL' : 'REQUEST',
    uid: meetingUid(meeting.id),
    sequence: meeting.sequence,
    stamp: deps.now(),
    start: meeting.startsAt,
    end: meeting.endsAt,
    summary,
    description,
    organizer: { name: fullName(lawyer), email: lawyer.email },
    attendees: [
      { name: fullName(client), email: client.email },
      { name: fullName(lawyer), email: lawyer.email },
    ],
  });
  const method = kind === 'cancelled' ? 'CANCEL' : 'REQUEST';
  const recipients = [
    { user: client, other: lawyer, zone: lawyerTimeZone },
    { user: lawyer, other: client, zone: lawyerTimeZone },
  ];
  await Promise.all(
    recipients.map(({ user, other, zone }) =>
      deps.mailer.send({
        to: user.email,
        subject: `${subjects[kind]} with ${fullName(other)}`,
        text: [
          `Hello ${user.firstName},`,
          '',
          kind === 'cancelled'
            ? `Your meeting with ${fullName(other)} on ${dateTimeLabel(meeting.startsAt.getTime(), zone)} (${zone}) is cancelled.`
            : `Your meeting with ${fullName(other)} is on ${dateTimeLabel(meeting.startsAt.getTime(), zone)} (${zone}), ${
                (meeting.endsAt.getTime() - meeting.startsAt.getTime()) / 60_000
              } minutes.`,
          description,
          '',
          'The attached invitation adds it to your calendar.',
        ].join('\n'),
        attachments: [
          {
            filename: kind === 'cancelled' ? 'cancel.ics' : 'invite.ics',
            content: ics,
            contentType: `text/calendar; charset=UTF-8; method=${method}`,
          },
        ],
      }),
    ),
  );
}
