import { bulkCreateSummary, messages } from '@lexi/shared/messages';
import { expect, it } from 'vitest';
import { jobsSettled } from '../../lib/jobs/jobs-settled.fixture.ts';
import { sendMailsJob } from '../../lib/mail/mail-jobs.ts';
import { deliverQueuedMails } from '../../lib/mail/mail-outbox.ts';
import { parseCsv } from '../../lib/text/csv.ts';
import { GOOD_PASSWORD, signedInUser } from '../../test/account-fixtures.ts';
import { describeOnEachDatabase } from '../../test/test-app.ts';
import {
  firmAdmin,
  get,
  mailedLink,
  memberOf,
  multipartFile,
  post,
  tokenOf,
  upload,
} from './law-firm.fixture.ts';
import { BULK, CSV, csv, HEADER, row, XLSX, xlsx } from './member-files.fixture.ts';

const own = messages.team.own;

/** Five good rows, an invalid one, a duplicate inside the file, and one taken by an existing account. */
function mixedRows(existing: { username: string; email: string }) {
  const good = Array.from({ length: 5 }, () => row());
  const first = good[0] as string[];
  return {
    good,
    rows: [
      ...good.slice(0, 3),
      row({ email: 'not-an-email', phone_number: '12', role: 'partner' }),
      row({ email: (first[3] as string).toUpperCase() }),
      row({ username: existing.username }),
      ...good.slice(3),
    ],
  };
}

describeOnEachDatabase('law-firm bulk import', (ctx) => {
  it('imports the good rows of a CSV file and reports each bad and duplicate row with the summary', async () => {
    const admin = await firmAdmin(ctx());
    const someone = await signedInUser(ctx());
    const { good, rows } = mixedRows(someone.person);
    const res = await upload(ctx().app, BULK, multipartFile(csv(rows), 'members.csv', CSV), admin.token);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.summary).toEqual({ total_processed: 8, successful: 5, failed: 3 });
    expect(body.message).toBe(bulkCreateSummary(8, 5, 3));
    expect(body.message).toBe('Successfully processed 8 rows. 5 members created successfully, 3 failed');
    expect(body.errors).toEqual([
      {
        row: 5,
        errors: {
          email: messages.common.invalidEmail,
          phone_number: messages.common.invalidPhone,
          role: own.roleInvalid,
        },
      },
      { row: 6, errors: { email: own.duplicateInFile('email', 2) } },
      { row: 7, errors: { username: messages.accounts.usernameTaken } },
    ]);
    const list = (await get(ctx().app, '/api/law_firm/get-team-members/', admin.token)).json();
    const emails = list.team_members.map((m: { email: string }) => m.email);
    for (const g of good) expect(emails).toContain(g[3]);
    const imported = list.team_members.find((m: { email: string }) => m.email === good[0]?.[3]);
    expect(imported).toMatchObject({ role: 'lawyer', has_password: false, is_email_verified: false });

    // No password yet: the emailed set-password link chooses it, once.
    const email = good[0]?.[3] as string;
    const username = good[0]?.[2] as string;
    expect((await post(ctx().app, '/api/login', { username, password: GOOD_PASSWORD })).statusCode).toBe(401);
    await jobsSettled(ctx().app.deps, sendMailsJob);
    const token = tokenOf(mailedLink(ctx(), email, 'set-password'));
    const set = await post(ctx().app, '/api/law_firm/team/member/set-password', {
      token,
      password: GOOD_PASSWORD,
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().message).toBe(own.passwordSet);
    const login = await post(ctx().app, '/api/login', { username, password: GOOD_PASSWORD });
    expect(login.statusCode).toBe(403);
    expect(login.json().mobile_verified).toBe(false);
    const again = await post(ctx().app, '/api/law_firm/team/member/set-password', {
      token,
      password: GOOD_PASSWORD,
    });
    expect(again.json().message).toBe(own.linkUsed);
  });

  it('sends a set-password email that failed again later, with the same link, once', async () => {
    const admin = await firmAdmin(ctx());
    const member = row();
    const [email, username] = [member[3] as string, member[2] as string];
    ctx().messengers.down.mail = true;
    try {
      const res = await upload(ctx().app, BULK, multipartFile(csv([member]), 'm.csv', CSV), admin.token);
      expect(res.json().summary.successful).toBe(1);
      await jobsSettled(ctx().app.deps, sendMailsJob);
    } finally {
      ctx().messengers.down.mail = false;
    }
    expect(ctx().messengers.mails.some((m) => m.to === email)).toBe(false);

    // The failed mail waits for its next try (2 minutes after the first failure), then goes, once.
    const deps = ctx().app.deps;
    const realNow = deps.now;
    try {
      expect(await deliverQueuedMails(deps)).toEqual({ sent: 0, failed: 0 });
      deps.now = () => new Date(Date.now() + 3 * 60_000);
      expect((await deliverQueuedMails(deps)).sent).toBeGreaterThanOrEqual(1);
      expect(await deliverQueuedMails(deps)).toEqual({ sent: 0, failed: 0 });
    } finally {
      deps.now = realNow;
    }
    expect(ctx().messengers.mails.filter((m) => m.to === email)).toHaveLength(1);

    const token = tokenOf(mailedLink(ctx(), email, 'set-password'));
    const set = await post(ctx().app, '/api/law_firm/team/member/set-password', {
      token,
      password: GOOD_PASSWORD,
    });
    expect(set.statusCode, set.body).toBe(200);
    const login = await post(ctx().app, '/api/login', { username, password: GOOD_PASSWORD });
    expect(login.statusCode).toBe(403);
  });

  it('imports an XLSX file (numbers and all) by the same rules', async () => {
    const admin = await firmAdmin(ctx());
    const someone = await signedInUser(ctx());
    const { rows } = mixedRows(someone.person);
    // Spreadsheets keep phone numbers as numbers.
    const cells = rows.map((r) => r.map((c, i) => (i === 4 && /^\d{10}$/.test(c) ? Number(c) : c)));
    const res = await upload(
      ctx().app,
      BULK,
      multipartFile(await xlsx(cells), 'members.xlsx', XLSX),
      admin.token,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().summary).toEqual({ total_processed: 8, successful: 5, failed: 3 });
    expect(res.json().errors.map((e: { row: number }) => e.row)).toEqual([5, 6, 7]);
  });

  it('serves the CSV and XLSX templates, which import as they are', async () => {
    const csvTemplate = await get(ctx().app, '/api/law_firm/team-member/bulk-template/?format=csv');
    expect(csvTemplate.statusCode).toBe(200);
    expect(csvTemplate.headers['content-disposition']).toContain('lexi-team-members.csv');
    // The spec's columns, in its order.
    expect(parseCsv(csvTemplate.body)[0]?.join()).toBe(
      'first_name,last_name,username,email,phone_number,country,country_code,role',
    );
    const xlsxTemplate = await get(ctx().app, '/api/law_firm/team-member/bulk-template/?format=xlsx');
    expect(xlsxTemplate.headers['content-type']).toContain('spreadsheetml');
    const admin = await firmAdmin(ctx());
    const res = await upload(
      ctx().app,
      BULK,
      multipartFile(xlsxTemplate.rawPayload, 'template.xlsx', XLSX),
      admin.token,
    );
    expect(res.json().summary).toEqual({ total_processed: 1, successful: 1, failed: 0 });
    const dup = await upload(
      ctx().app,
      BULK,
      multipartFile(Buffer.from(csvTemplate.body), 't.csv', CSV),
      admin.token,
    );
    expect(dup.json().summary).toEqual({ total_processed: 1, successful: 0, failed: 1 });
  });

  it('refuses files by content, size, columns and rows; a viewer cannot import', async () => {
    const admin = await firmAdmin(ctx());
    const send = (bytes: Buffer, name = 'members.csv') =>
      upload(ctx().app, BULK, multipartFile(bytes, name, CSV), admin.token);
    const pdf = await send(Buffer.from('%PDF-1.7\n\u0000\u0001binary'), 'members.csv');
    expect(pdf.statusCode).toBe(415);
    expect(pdf.json().message).toBe(own.fileType);
    const zip = await send(Buffer.from('PK\u0003\u0004not really a workbook'), 'members.xlsx');
    expect(zip.json().message).toBe(own.fileType);
    const columns = await send(Buffer.from('first_name,email\nAsha,a@example.in\n'));
    expect(columns.json().message).toBe(
      own.missingColumns('last_name, username, phone_number, country, country_code'),
    );
    expect((await send(Buffer.from(`${HEADER.join(',')}\n,,,\n`))).json().message).toBe(own.fileEmpty);
    const many = await send(csv(Array.from({ length: 1001 }, () => row())));
    expect(many.json().message).toBe(own.tooManyRows);
    const big = await send(Buffer.alloc(5 * 1024 * 1024 + 10, 'a'));
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe(own.fileTooLarge);
    const none = await post(ctx().app, BULK, {}, admin.token);
    expect(none.json().message).toBe(own.fileRequired);
    const viewer = await memberOf(ctx(), admin.token, 'viewer');
    const refused = await upload(ctx().app, BULK, multipartFile(csv([row()]), 'm.csv', CSV), viewer.token);
    expect(refused.statusCode).toBe(403);
  });

  it('leaves nothing behind when the import fails halfway through', async () => {
    const admin = await firmAdmin(ctx());
    const rows = [row(), row(), row()];
    // The last step of the import (the set-password links) fails, after the people were inserted.
    await ctx().database.exec(`
      create function fail_on_crash() returns trigger language plpgsql as $$
      begin raise exception 'simulated crash'; end $$;
      create trigger fail_on_crash before insert on member_password_links
        for each row execute function fail_on_crash();
    `);
    try {
      const res = await upload(ctx().app, BULK, multipartFile(csv(rows), 'm.csv', CSV), admin.token);
      expect(res.statusCode).toBe(500);
      expect(res.body).not.toContain('simulated');
    } finally {
      await ctx().database.exec(
        'drop trigger fail_on_crash on member_password_links; drop function fail_on_crash();',
      );
    }
    const found = await ctx().database.query('select id from users where email = any($1)', [
      rows.map((r) => r[3]),
    ]);
    expect(found).toEqual([]);
    expect(ctx().messengers.mails.some((m) => m.to === rows[0]?.[3])).toBe(false);
  });
});
