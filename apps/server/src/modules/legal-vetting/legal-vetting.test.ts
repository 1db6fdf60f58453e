import type { LawyerProfileInput } from '@lexi/shared/api/legal-vetting';
import { messages } from '@lexi/shared/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import type { MailMessage } from '../../lib/mail/mailer.ts';
import { post, signedInUser } from '../../test/account-fixtures.ts';
import { describeOnEachDatabase, type TestContext } from '../../test/test-app.ts';
import { createDraft, creationBody, get, userWithDraft } from '../contracts/contracts.fixture.ts';
import { one, parseIcs, unescapeText } from './ics.fixture.ts';

const own = messages.lawyer.own;
const weekdays = (ranges: { start: string; end: string }[]) => ({
  mon: ranges,
  tue: ranges,
  wed: ranges,
  thu: ranges,
  fri: ranges,
  sat: [],
  sun: [],
});

/** Kolkata (+5:30, no daylight saving): 10:00–13:00 on weekdays, 45-minute meetings, 15-minute buffer. */
const kolkataProfile: LawyerProfileInput = {
  practice_areas: ['Contracts', 'Employment'],
  jurisdictions: ['India'],
  languages: ['English', 'Hindi'],
  years_experience: 12,
  fee_amount: 5000,
  fee_currency: 'INR',
  bio: 'Commercial contracts and employment law.',
  time_zone: 'Asia/Kolkata',
  weekly_hours: weekdays([{ start: '10:00', end: '13:00' }]),
  date_overrides: [
    { date: '2026-03-12', ranges: [] },
    { date: '2026-03-13', ranges: [{ start: '15:00', end: '16:00' }] },
  ],
  meeting_minutes: 45,
  buffer_minutes: 15,
  min_notice_minutes: 60,
  accepts_requests: true,
};

/** London (GMT, then BST from 29 March 2026): 09:00–10:00 on weekdays. */
const londonProfile: LawyerProfileInput = {
  ...kolkataProfile,
  practice_areas: ['Corporate'],
  jurisdictions: ['UK', 'USA'],
  fee_currency: 'GBP',
  time_zone: 'Europe/London',
  weekly_hours: weekdays([{ start: '09:00', end: '10:00' }]),
  date_overrides: [],
  meeting_minutes: 60,
  buffer_minutes: 0,
  min_notice_minutes: 0,
};

type Person = Awaited<ReturnType<typeof signedInUser>>;

describeOnEachDatabase('legal vetting', (ctx) => {
  let lawyer: Person;
  let firm: Person;
  let client: Person;
  let other: Person;
  let contractId = '';
  let meetingId = '';
  const setNow = (iso: string) => {
    ctx().app.deps.now = () => new Date(iso);
  };
  const mailsTo = (c: TestContext, email: string) => c.messengers.mails.filter((m) => m.to === email);
  const icsOf = (mail: MailMessage | undefined) => {
    const attachment = mail?.attachments?.find((a) => a.filename.endsWith('.ics'));
    if (!attachment) throw new Error('no .ics attached');
    return { ics: parseIcs(String(attachment.content)), contentType: attachment.contentType ?? '' };
  };

  beforeAll(async () => {
    setNow('2026-03-05T00:00:00Z');
    [lawyer, firm, client, other] = await Promise.all([
      signedInUser(ctx(), { account_type: 'lawyer', first_name: 'Anil', last_name: 'Kapoor' }),
      signedInUser(ctx(), {
        account_type: 'law_firm',
        firm_name: 'Hughes & Co',
        first_name: 'Eleanor',
        last_name: 'Hughes',
      }),
      userWithDraft(ctx()).then((user) => {
        contractId = user.contractId;
        return user;
      }),
      signedInUser(ctx()),
    ]);
  });

  describe('lawyer profile', () => {
    it('is refused to an account that may not offer vetting', async () => {
      const res = await post(ctx().app, '/api/legal_vetting/profile/', kolkataProfile, client.token);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(own.profileNotAllowed);
      const mine = await get(ctx().app, '/api/legal_vetting/profile/', client.token);
      expect(mine.json()).toMatchObject({ may_offer: false, profile: null });
    });

    it('refuses an unknown time zone and overlapping hours', async () => {
      const zone = await post(
        ctx().app,
        '/api/legal_vetting/profile/',
        { ...kolkataProfile, time_zone: 'Mars/Olympus' },
        lawyer.token,
      );
      expect(zone.statusCode).toBe(400);
      expect(zone.json().message).toBe(own.timeZoneInvalid);
      const overlap = await post(
        ctx().app,
        '/api/legal_vetting/profile/',
        {
          ...kolkataProfile,
          weekly_hours: weekdays([
            { start: '10:00', end: '12:00' },
            { start: '11:00', end: '13:00' },
          ]),
        },
        lawyer.token,
      );
      expect(overlap.statusCode).toBe(400);
      expect(overlap.json().message).toBe(own.rangeInvalid);
    });

    it('keeps a zone under its current name: Asia/Calcutta is saved, and slots are shown, as Asia/Kolkata', async () => {
      const saved = await post(
        ctx().app,
        '/api/legal_vetting/profile/',
        { ...kolkataProfile, time_zone: 'Asia/Calcutta' },
        lawyer.token,
      );
      expect(saved.statusCode).toBe(200);
      expect(saved.json().profile.time_zone).toBe('Asia/Kolkata');
      const slots = await post(
        ctx().app,
        '/api/slots/',
        { lawyer_username: lawyer.person.username, time_zone: 'Asia/Calcutta', days: 1 },
        client.token,
      );
      expect(slots.json()).toMatchObject({ time_zone: 'Asia/Kolkata', lawyer_time_zone: 'Asia/Kolkata' });
    });

    it('is saved for a lawyer account and for a law-firm admin, and read back', async () => {
      const saved = await post(ctx().app, '/api/legal_vetting/profile/', kolkataProfile, lawyer.token);
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toMatchObject({
        message: own.profileSaved,
        may_offer: true,
        profile: kolkataProfile,
      });
      const firmSaved = await post(ctx().app, '/api/legal_vetting/profile/', londonProfile, firm.token);
      expect(firmSaved.statusCode).toBe(200);
      const mine = await get(ctx().app, '/api/legal_vetting/profile/', lawyer.token);
      expect(mine.json()).toMatchObject({ message: own.profileLoaded, profile: kolkataProfile });
    });
  });

  describe('lawyers and the current lawyer', () => {
    it('lists lawyers who take requests, filtered by area and jurisdiction', async () => {
      const all = await get(ctx().app, '/api/legal_vetting/lawyers', client.token);
      const names = all.json().lawyers.map((l: { username: string }) => l.username);
      expect(names).toEqual(expect.arrayContaining([lawyer.person.username, firm.person.username]));
      const employment = await get(ctx().app, '/api/legal_vetting/lawyers?area=Employment', client.token);
      expect(employment.json().lawyers.map((l: { username: string }) => l.username)).toEqual([
        lawyer.person.username,
      ]);
      const uk = await get(ctx().app, '/api/legal_vetting/lawyers?jurisdiction=UK', client.token);
      expect(uk.json().lawyers).toEqual([
        expect.objectContaining({
          username: firm.person.username,
          firm_name: 'Hughes & Co',
          time_zone: 'Europe/London',
        }),
      ]);
      const wrong = await get(ctx().app, '/api/legal_vetting/lawyers?jurisdiction=Mars', client.token);
      expect(wrong.statusCode).toBe(400);
      const anonymous = await get(ctx().app, '/api/legal_vetting/lawyers');
      expect(anonymous.statusCode).toBe(401);
    });

    it('assigns, shows and withdraws the current lawyer', async () => {
      const unknown = await post(
        ctx().app,
        '/api/legal_vetting/assign-lawyer/',
        { lawyer_username: 'nobody_here' },
        client.token,
      );
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe(own.lawyerNotFound);
      const self = await post(
        ctx().app,
        '/api/legal_vetting/assign-lawyer/',
        { lawyer_username: lawyer.person.username },
        lawyer.token,
      );
      expect(self.json().message).toBe(own.cannotAssignSelf);

      const assigned = await post(
        ctx().app,
        '/api/legal_vetting/assign-lawyer/',
        { lawyer_username: firm.person.username },
        client.token,
      );
      expect(assigned.statusCode).toBe(200);
      expect(assigned.json()).toMatchObject({
        message: own.assigned('Eleanor Hughes'),
        lawyer: { username: firm.person.username },
      });
      const connected = await get(ctx().app, '/api/legal_vetting/get-connected-lawyer/', client.token);
      expect(connected.json().lawyer.username).toBe(firm.person.username);

      const withdrawn = await post(
        ctx().app,
        '/api/legal_vetting/withdraw_current_lawyer/',
        undefined,
        client.token,
      );
      expect(withdrawn.json()).toEqual({ success: true, message: messages.lawyer.withdrawn });
      const after = await get(ctx().app, '/api/legal_vetting/get-connected-lawyer/', client.token);
      expect(after.json().lawyer).toBeNull();
      const again = await post(
        ctx().app,
        '/api/legal_vetting/withdraw_current_lawyer/',
        undefined,
        client.token,
      );
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(own.noCurrentLawyer);
    });
  });

  describe('slots across daylight-saving changes', () => {
    const slots = async (body: Record<string, unknown>) => {
      const res = await post(ctx().app, '/api/slots/', body, client.token);
      expect(res.statusCode).toBe(200);
      return res.json().availability as { start_time: string; day: string; label: string }[];
    };

    it('keeps a Kolkata lawyer at 10:00 IST while New York moves to summer time (8 March)', async () => {
      setNow('2026-03-01T00:00:00Z');
      const list = await slots({
        lawyer_username: lawyer.person.username,
        time_zone: 'America/New_York',
        from: '2026-03-05',
        days: 5,
      });
      const tenAm = list.filter((s) => s.start_time.endsWith('T04:30:00.000Z'));
      expect(tenAm.map((s) => [s.day, s.label])).toEqual([
        // Friday 6 March, 10:00 IST = 04:30 UTC = 23:30 EST the evening before.
        ['2026-03-05', 'Thu, 5 Mar 2026, 23:30'],
        // Monday 9 March, 10:00 IST = 04:30 UTC = 00:30 EDT.
        ['2026-03-09', 'Mon, 9 Mar 2026, 00:30'],
      ]);
      // 10:00, 11:00 and 12:00 IST: 45 minutes plus the 15-minute buffer.
      expect(list.filter((s) => s.day === '2026-03-09').map((s) => s.start_time)).toEqual([
        '2026-03-09T04:30:00.000Z',
        '2026-03-09T05:30:00.000Z',
        '2026-03-09T06:30:00.000Z',
      ]);
    });

    it('shows the same instants an hour later in London after 29 March', async () => {
      setNow('2026-03-20T00:00:00Z');
      const list = await slots({
        lawyer_username: lawyer.person.username,
        time_zone: 'Europe/London',
        from: '2026-03-27',
        days: 4,
      });
      expect(list.map((s) => s.label)).toEqual([
        'Fri, 27 Mar 2026, 04:30',
        'Fri, 27 Mar 2026, 05:30',
        'Fri, 27 Mar 2026, 06:30',
        'Mon, 30 Mar 2026, 05:30',
        'Mon, 30 Mar 2026, 06:30',
        'Mon, 30 Mar 2026, 07:30',
      ]);
    });

    it("keeps a London lawyer's 09:00 across the UK change, seen from Kolkata", async () => {
      setNow('2026-03-20T00:00:00Z');
      const list = await slots({
        lawyer_username: firm.person.username,
        time_zone: 'Asia/Kolkata',
        from: '2026-03-27',
        days: 4,
      });
      expect(list.map((s) => [s.start_time, s.label])).toEqual([
        ['2026-03-27T09:00:00.000Z', 'Fri, 27 Mar 2026, 14:30'],
        ['2026-03-30T08:00:00.000Z', 'Mon, 30 Mar 2026, 13:30'],
      ]);
    });

    it('applies date overrides and the minimum notice', async () => {
      setNow('2026-03-10T05:00:00Z');
      const list = await slots({
        lawyer_username: lawyer.person.username,
        time_zone: 'Asia/Kolkata',
        from: '2026-03-10',
        days: 4,
      });
      expect(list.map((s) => s.start_time)).toEqual([
        // 10 March: 10:00 and 11:00 IST are within the hour's notice.
        '2026-03-10T06:30:00.000Z',
        '2026-03-11T04:30:00.000Z',
        '2026-03-11T05:30:00.000Z',
        '2026-03-11T06:30:00.000Z',
        // 12 March is a day off; 13 March has 15:00–16:00 only.
        '2026-03-13T09:30:00.000Z',
      ]);
      const unknown = await post(ctx().app, '/api/slots/', { lawyer_username: 'nobody_here' }, client.token);
      expect(unknown.statusCode).toBe(404);
    });
  });

  describe('meetings', () => {
    const start = '2026-03-16T05:30:00.000Z'; // Monday 11:00 IST

    it('books a free slot and mails both sides a valid invitation', async () => {
      setNow('2026-03-10T00:00:00Z');
      const before = ctx().messengers.mails.length;
      const purpose = 'Review of the supplier agreement; clauses 4, 7 and 9';
      const message = `Please read the indemnity first.\nRegards — Asha ${'é'.repeat(60)}`;
      const res = await post(
        ctx().app,
        '/api/schedule_meeting/',
        { lawyer_username: lawyer.person.username, start_time: start, meeting_purpose: purpose, message },
        client.token,
      );
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        message: own.meetingBooked,
        meeting: {
          start_time: start,
          end_time: '2026-03-16T06:15:00.000Z',
          meeting_purpose: purpose,
          status: 'scheduled',
          role: 'client',
        },
      });
      meetingId = res.json().meeting.id;
      expect(ctx().messengers.mails.length).toBe(before + 2);

      for (const email of [client.person.email, lawyer.person.email]) {
        const { ics, contentType } = icsOf(mailsTo(ctx(), email).at(-1));
        expect(contentType).toContain('method=REQUEST');
        expect(one(ics.calendar, 'METHOD')).toBe('REQUEST');
        expect(one(ics.calendar, 'VERSION')).toBe('2.0');
        expect(one(ics.event, 'UID')).toBe(`meeting-${meetingId}@lexi`);
        expect(one(ics.event, 'SEQUENCE')).toBe('0');
        expect(one(ics.event, 'DTSTAMP')).toBe('20260310T000000Z');
        expect(one(ics.event, 'DTSTART')).toBe('20260316T053000Z');
        expect(one(ics.event, 'DTEND')).toBe('20260316T061500Z');
        expect(unescapeText(one(ics.event, 'SUMMARY'))).toBe(`LeXi meeting: Asha Rao and Anil Kapoor`);
        expect(unescapeText(one(ics.event, 'DESCRIPTION'))).toContain(
          `Purpose: ${purpose}\nMessage: ${message}`,
        );
        expect(one(ics.event, 'ORGANIZER')).toBe(`mailto:${lawyer.person.email}`);
        expect(ics.event.get('ATTENDEE')?.map((a) => a.value)).toEqual([
          `mailto:${client.person.email}`,
          `mailto:${lawyer.person.email}`,
        ]);
      }
    });

    it('refuses a start that is not a free slot, and the slot is gone', async () => {
      const off = await post(
        ctx().app,
        '/api/create_event/',
        { lawyer_username: lawyer.person.username, start_time: '2026-03-16T05:31:00Z' },
        client.token,
      );
      expect(off.statusCode).toBe(409);
      expect(off.json().message).toBe(own.slotNotFree);
      const taken = await post(
        ctx().app,
        '/api/create_event/',
        { lawyer_username: lawyer.person.username, start_time: start },
        other.token,
      );
      expect(taken.statusCode).toBe(409);
      const list = await post(
        ctx().app,
        '/api/slots/',
        { lawyer_username: lawyer.person.username, from: '2026-03-16', days: 1 },
        client.token,
      );
      expect(list.json().availability.map((s: { start_time: string }) => s.start_time)).toEqual([
        '2026-03-16T04:30:00.000Z',
        '2026-03-16T06:30:00.000Z',
      ]);
    });

    it('gives exactly one meeting to 50 concurrent requests for one slot', async () => {
      const slot = '2026-03-17T06:30:00.000Z';
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          post(
            ctx().app,
            '/api/create_event/',
            { lawyer_username: lawyer.person.username, start_time: slot },
            i % 2 ? client.token : other.token,
          ),
        ),
      );
      const statuses = answers.map((a) => a.statusCode);
      expect(statuses.filter((s) => s === 200)).toHaveLength(1);
      expect(statuses.filter((s) => s === 409)).toHaveLength(49);
      for (const refused of answers.filter((a) => a.statusCode === 409)) {
        expect([own.slotTaken, own.slotNotFree]).toContain(refused.json().message);
      }
      const rows = await ctx().database.query<{ n: number }>(
        'select count(*)::int as n from meetings where starts_at = $1 and cancelled_at is null',
        [slot],
      );
      expect(rows[0]?.n).toBe(1);
      // The database itself refuses an overlapping meeting, whatever the service checked.
      await expect(
        ctx().database.query(
          `insert into meetings (lawyer_id, client_id, starts_at, ends_at, purpose, message)
           values ($1, $2, $3::timestamptz + interval '10 minutes', $3::timestamptz + interval '20 minutes', '', '')`,
          [lawyer.userId, other.userId, slot],
        ),
      ).rejects.toMatchObject({ code: '23P01' });
    });

    it('keeps a booking whose invitation could not be mailed, and says so', async () => {
      const deps = ctx().app.deps;
      const mailer = deps.mailer;
      deps.mailer = {
        send: async () => {
          throw new Error('SMTP down');
        },
      };
      try {
        const res = await post(
          ctx().app,
          '/api/create_event/',
          { lawyer_username: lawyer.person.username, start_time: '2026-03-19T04:30:00Z' },
          other.token,
        );
        expect(res.statusCode).toBe(200);
        expect(res.json()).toMatchObject({
          message: own.invitationNotSent,
          meeting: { status: 'scheduled' },
        });
      } finally {
        deps.mailer = mailer;
      }
    });

    it('shows the meeting to both sides, and to nobody else', async () => {
      const mine = await get(ctx().app, '/api/legal_vetting/get-connected-lawyer/', client.token);
      expect(mine.json().meetings).toContainEqual(expect.objectContaining({ id: meetingId, role: 'client' }));
      const theirs = await get(ctx().app, '/api/legal_vetting/get-connected-lawyer/', lawyer.token);
      expect(theirs.json().meetings).toContainEqual(
        expect.objectContaining({
          id: meetingId,
          role: 'lawyer',
          client: { username: client.person.username, name: 'Asha Rao' },
        }),
      );
      const others = await get(ctx().app, '/api/legal_vetting/get-connected-lawyer/', other.token);
      expect(others.json().meetings.map((m: { id: string }) => m.id)).not.toContain(meetingId);
    });

    it('reschedules with the same UID and SEQUENCE 1, and cancels with METHOD:CANCEL', async () => {
      const stranger = await post(
        ctx().app,
        '/api/meetings/reschedule/',
        { meeting_id: meetingId, start_time: '2026-03-18T04:30:00Z' },
        other.token,
      );
      expect(stranger.statusCode).toBe(404);
      expect(stranger.json().message).toBe(own.meetingNotFound);
      const strangerCancel = await post(
        ctx().app,
        '/api/meetings/cancel/',
        { meeting_id: meetingId },
        other.token,
      );
      expect(strangerCancel.statusCode).toBe(404);

      const moved = await post(
        ctx().app,
        '/api/meetings/reschedule/',
        { meeting_id: meetingId, start_time: '2026-03-18T04:30:00Z' },
        lawyer.token,
      );
      expect(moved.statusCode).toBe(200);
      expect(moved.json()).toMatchObject({
        message: own.meetingRescheduled,
        meeting: { start_time: '2026-03-18T04:30:00.000Z', role: 'lawyer' },
      });
      const update = icsOf(mailsTo(ctx(), client.person.email).at(-1)).ics;
      expect(one(update.calendar, 'METHOD')).toBe('REQUEST');
      expect(one(update.event, 'UID')).toBe(`meeting-${meetingId}@lexi`);
      expect(one(update.event, 'SEQUENCE')).toBe('1');
      expect(one(update.event, 'DTSTART')).toBe('20260318T043000Z');

      const cancelled = await post(
        ctx().app,
        '/api/meetings/cancel/',
        { meeting_id: meetingId },
        client.token,
      );
      expect(cancelled.json()).toMatchObject({
        message: own.meetingCancelled,
        meeting: { status: 'cancelled' },
      });
      const cancel = icsOf(mailsTo(ctx(), lawyer.person.email).at(-1));
      expect(cancel.contentType).toContain('method=CANCEL');
      expect(one(cancel.ics.calendar, 'METHOD')).toBe('CANCEL');
      expect(one(cancel.ics.event, 'UID')).toBe(`meeting-${meetingId}@lexi`);
      expect(one(cancel.ics.event, 'SEQUENCE')).toBe('2');
      expect(one(cancel.ics.event, 'STATUS')).toBe('CANCELLED');
      const again = await post(ctx().app, '/api/meetings/cancel/', { meeting_id: meetingId }, client.token);
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(own.meetingAlreadyCancelled);
      // The slot is free again.
      const rebook = await post(
        ctx().app,
        '/api/create_event/',
        { lawyer_username: lawyer.person.username, start_time: '2026-03-18T04:30:00Z' },
        other.token,
      );
      expect(rebook.statusCode).toBe(200);
    });
  });

  describe('vetting a contract', () => {
    const vetting = (token: string) =>
      post(ctx().app, '/api/legal_vetting/get-legal-vetting-contract/', { contract_id: contractId }, token);

    it('needs a current lawyer, and only the owner may send the contract', async () => {
      const none = await post(
        ctx().app,
        '/api/legal_vetting/send-contract/',
        { contract_id: contractId },
        client.token,
      );
      expect(none.statusCode).toBe(409);
      expect(none.json().message).toBe(own.noCurrentLawyer);
      await post(
        ctx().app,
        '/api/legal_vetting/assign-lawyer/',
        { lawyer_username: lawyer.person.username },
        other.token,
      );
      const notTheirs = await post(
        ctx().app,
        '/api/legal_vetting/send-contract/',
        { contract_id: contractId },
        other.token,
      );
      expect(notTheirs.statusCode).toBe(404);

      await post(
        ctx().app,
        '/api/legal_vetting/assign-lawyer/',
        { lawyer_username: lawyer.person.username },
        client.token,
      );
      const sent = await post(
        ctx().app,
        '/api/legal_vetting/send-contract/',
        { contract_id: contractId },
        client.token,
      );
      expect(sent.statusCode).toBe(200);
      expect(sent.json()).toMatchObject({
        message: own.contractSent,
        contract: {
          contract_id: contractId,
          status: 'requested',
          role: 'client',
          lawyer: { username: lawyer.person.username },
        },
      });
    });

    it('puts the request in the lawyer queue; the lawyer comments and changes the status', async () => {
      const queue = await get(ctx().app, '/api/legal_vetting/requests/', lawyer.token);
      expect(queue.json().requests).toEqual([
        expect.objectContaining({ contract_id: contractId, role: 'lawyer', status: 'requested' }),
      ]);
      const read = await vetting(lawyer.token);
      expect(read.json().contract.html_content.length).toBeGreaterThan(100);

      const comment = await post(
        ctx().app,
        '/api/legal_vetting/add-comment/',
        { contract_id: contractId, comment: 'Clause 7 needs a cap on liability.' },
        lawyer.token,
      );
      expect(comment.json().message).toBe(own.commentAdded);
      const status = await post(
        ctx().app,
        '/api/legal_vetting/update-status/',
        { contract_id: contractId, status: 'changes_suggested' },
        lawyer.token,
      );
      expect(status.json()).toMatchObject({
        message: own.statusChanged,
        contract: { status: 'changes_suggested' },
      });

      const seen = await vetting(client.token);
      expect(seen.json()).toMatchObject({
        message: own.vettingLoaded,
        contract: {
          status: 'changes_suggested',
          comments: [
            expect.objectContaining({
              author: 'Anil Kapoor',
              author_role: 'lawyer',
              comment: 'Clause 7 needs a cap on liability.',
            }),
          ],
        },
      });
      const clientStatus = await post(
        ctx().app,
        '/api/legal_vetting/update-status/',
        { contract_id: contractId, status: 'approved' },
        client.token,
      );
      expect(clientStatus.statusCode).toBe(403);
      expect(clientStatus.json().message).toBe(own.onlyLawyerChangesStatus);
    });

    it('answers 404 to a second account on every vetting call', async () => {
      for (const res of [
        await vetting(other.token),
        await vetting(firm.token),
        await post(
          ctx().app,
          '/api/legal_vetting/add-comment/',
          { contract_id: contractId, comment: 'hi' },
          other.token,
        ),
        await post(
          ctx().app,
          '/api/legal_vetting/update-status/',
          { contract_id: contractId, status: 'approved' },
          other.token,
        ),
        await post(
          ctx().app,
          '/api/legal_vetting/get-legal-vetting-contract/',
          { contract_id: 'not-a-uuid' },
          client.token,
        ),
      ]) {
        expect(res.statusCode).toBe(404);
        expect(res.json().message).toBe(own.vettingNotFound);
      }
      const queue = await get(ctx().app, '/api/legal_vetting/requests/', other.token);
      expect(queue.json().requests).toEqual([]);
    });

    it("ends a withdrawn lawyer's access to every request of that client at once, and keeps the last status", async () => {
      const second = await createDraft(
        ctx().app,
        client.token,
        'india',
        creationBody('india', { is_credit: false }),
      );
      const secondId = second.json().id as string;
      await post(ctx().app, '/api/legal_vetting/send-contract/', { contract_id: secondId }, client.token);
      const queue = () => get(ctx().app, '/api/legal_vetting/requests/', lawyer.token);
      expect((await queue()).json().requests).toHaveLength(2);

      await post(ctx().app, '/api/legal_vetting/withdraw_current_lawyer/', undefined, client.token);

      for (const id of [contractId, secondId]) {
        for (const res of [
          await post(
            ctx().app,
            '/api/legal_vetting/get-legal-vetting-contract/',
            { contract_id: id },
            lawyer.token,
          ),
          await post(
            ctx().app,
            '/api/legal_vetting/add-comment/',
            { contract_id: id, comment: 'One more thing.' },
            lawyer.token,
          ),
          await post(
            ctx().app,
            '/api/legal_vetting/update-status/',
            { contract_id: id, status: 'approved' },
            lawyer.token,
          ),
        ]) {
          expect(res.statusCode).toBe(404);
          expect(res.json().message).toBe(own.vettingNotFound);
        }
      }
      expect((await queue()).json().requests).toEqual([]);
      // The client keeps the history: the last status and the lawyer's comments, as they were.
      const mine = await vetting(client.token);
      expect(mine.json().contract).toMatchObject({
        status: 'changes_suggested',
        comments: [expect.objectContaining({ comment: 'Clause 7 needs a cap on liability.' })],
      });
      const listed = await get(ctx().app, '/api/legal_vetting/requests/', client.token);
      expect(
        listed
          .json()
          .requests.map((r: { status: string }) => r.status)
          .sort(),
      ).toEqual(['changes_suggested', 'requested']);
      // Meetings are booked with any lawyer, not through the connection: they stay, on both sides.
      const desk = await get(ctx().app, '/api/legal_vetting/get-connected-lawyer/', lawyer.token);
      expect(desk.json().meetings.map((m: { id: string }) => m.id)).toContain(meetingId);

      // Another lawyer does not bring the first one back; choosing them again does.
      await post(
        ctx().app,
        '/api/legal_vetting/assign-lawyer/',
        { lawyer_username: firm.person.username },
        client.token,
      );
      expect((await vetting(lawyer.token)).statusCode).toBe(404);
      expect((await vetting(firm.token)).statusCode).toBe(404);
      await post(
        ctx().app,
        '/api/legal_vetting/assign-lawyer/',
        { lawyer_username: lawyer.person.username },
        client.token,
      );
      expect((await vetting(lawyer.token)).json().contract.status).toBe('changes_suggested');
    });
  });
});
