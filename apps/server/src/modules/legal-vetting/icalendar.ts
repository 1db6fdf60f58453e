/**
 * An iCalendar (RFC 5545) object with one VEVENT, as calendar programs expect it in an invitation
 * (RFC 5546 iTIP): CRLF line endings, lines folded at 75 octets, TEXT values escaped.
 */

export type CalendarPerson = { name: string; email: string };
export type CalendarEvent = {
  method: 'REQUEST' | 'CANCEL';
  uid: string;
  sequence: number;
  stamp: Date;
  start: Date;
  end: Date;
  summary: string;
  description: string;
  organizer: CalendarPerson;
  attendees: CalendarPerson[];
};

/** TEXT escaping of RFC 5545 §3.3.11. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** A parameter value (CN=…): quoted, without the characters a quoted value may not hold. */
function paramValue(value: string): string {
  return `"${value.replace(/["\r\n]/g, '')}"`;
}

/** 20260309T143000Z */
export function utcStamp(date: Date): string {
  return date
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

/** Folds a content line into lines of at most 75 octets, never splitting a UTF-8 character. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const pieces: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    const limit = pieces.length === 0 ? 75 : 74; // continuation lines start with one space
    if (octets + size > limit) {
      pieces.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  pieces.push(current);
  return pieces.join('\r\n ');
}

const person = (role: 'ORGANIZER' | 'ATTENDEE', who: CalendarPerson, extra = '') =>
  `${role};CN=${paramValue(who.name)}${extra}:mailto:${who.email}`;

export function buildCalendar(event: CalendarEvent): string {
  const cancelled = event.method === 'CANCEL';
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//LeXi//Legal vetting//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${event.method}`,
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${utcStamp(event.stamp)}`,
    `DTSTART:${utcStamp(event.start)}`,
    `DTEND:${utcStamp(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    person('ORGANIZER', event.organizer),
    ...event.attendees.map((who) =>
      person(
        'ATTENDEE',
        who,
        `;ROLE=REQ-PARTICIPANT;PARTSTAT=${cancelled ? 'DECLINED' : 'NEEDS-ACTION'};RSVP=FALSE`,
      ),
    ),
    `STATUS:${cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
