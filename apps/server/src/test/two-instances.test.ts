import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LOGIN_MAX_FAILURES } from '@lexi/shared/constants';
import { messages } from '@lexi/shared/messages';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxDir } from '../lib/outbox.ts';
import { makeTestPdf } from '../lib/pdf/test-pdfs.fixture.ts';
import {
  expectFirstVersionWatched,
  watchGenerationOverHttp,
  workspaceWithCaseOverHttp,
} from '../modules/case-package/case-package.fixture.ts';
import { newPerson } from './account-fixtures.ts';
import { eventually, type Instance, startInstances } from './instance-pair.ts';
import { outboxFiles } from './outbox-files.ts';
import { exited, postJson, startServer } from './server-process.ts';
import { runsOn } from './test-databases.ts';

const url = process.env.DATABASE_URL;

/**
 * Two real LeXi processes (the run's build of the server, as `npm start` runs it: global-setup.ts) on one fresh PostgreSQL
 * database and one S3-compatible server, as behind a load balancer: nothing may depend on which
 * one answers. Each has a DATA_DIR of its own (nothing shared on disk).
 */
describe.runIf(url && runsOn('postgres'))('two instances on one PostgreSQL and one bucket', () => {
  let pair: Awaited<ReturnType<typeof startInstances>>;
  let a: Instance;
  let b: Instance;
  /** The test's own look at the database, for what no route shows (job rows, a date to set). */
  let sql: pg.Pool;

  beforeAll(async () => {
    pair = await startInstances(url ?? '', {
      SESSION_CACHE_SECONDS: '30',
      // The recurring reminder job is due every 1.2 s here (one row: one instance at a time), and
      // the runners look for due jobs every second.
      EXPIRY_REMINDER_INTERVAL_MINUTES: '0.02',
      JOB_POLL_SECONDS: '1',
    });
    sql = pair.sql;
    // A dies (SIGKILL) right after a signature's commit, the last test's point: never reached before.
    [a, b] = await Promise.all([pair.start({ LEXI_CRASH_AT: 'emohar-sign:committed' }), pair.start()]);
  }, 300_000);

  afterAll(async () => {
    await pair?.stop();
  }, 60_000);

  /**
   * A new account, registered and verified across both instances (codes sent by one, checked by the
   * other), signed in on A.
   */
  async function newAccount() {
    const person = newPerson();
    const ok = async (answer: Promise<Response>) => expect((await answer).status).toBe(200);
    await ok(postJson(a.base, '/api/register', person));
    await ok(postJson(a.base, '/api/send_otp', { email: person.email }));
    await ok(
      postJson(b.base, '/api/verify_otp', { email: person.email, otp: sentCode(person.email, [a, b]) }),
    );
    await ok(postJson(b.base, '/api/send_mobile_otp', { mobile: person.phone_number }));
    const mobile = `${person.country_code}${person.phone_number}`;
    await ok(
      postJson(a.base, '/api/verify_mobile_otp', {
        mobile: person.phone_number,
        otp: sentCode(mobile, [a, b]),
      }),
    );
    const login = await postJson(a.base, '/api/login', {
      username: person.username,
      password: person.password,
    });
    expect(login.status).toBe(200);
    return { person, token: ((await login.json()) as { token: string }).token };
  }

  const plan = (base: string, token: string) => postJson(base, '/api/user_plan', {}, token);
  const download = (base: string, id: string, token: string) =>
    fetch(`${base}/api/e_mohar/download?id=${id}`, { headers: { authorization: `Bearer ${token}` } });

  it('signs in on A and acts on B; a logout on A is refused at once on B', async () => {
    const { token } = await newAccount();
    expect((await plan(b.base, token)).status).toBe(200);
    // B now holds the session in its cache (30 s here): the logout must reach it anyway.
    expect((await postJson(a.base, '/api/logout', {}, token)).status).toBe(200);
    const refused = await plan(b.base, token);
    expect(refused.status).toBe(401);
    expect((await plan(a.base, token)).status).toBe(401);
  });

  it('a document uploaded on A downloads on B, the same bytes, from the bucket', async () => {
    const { token } = await newAccount();
    const pdf = await makeTestPdf({ pages: 1 });
    const uploaded = await postJson(
      a.base,
      '/api/e_mohar/upload',
      { file_content: pdf.toString('base64'), file_name: 'Lease.pdf', party: 'single' },
      token,
    );
    expect(uploaded.status).toBe(200);
    const { id } = ((await uploaded.json()) as { record_dict: { id: string } }).record_dict;
    const got = await download(b.base, id, token);
    expect(got.status).toBe(200);
    expect(Buffer.from(await got.arrayBuffer()).equals(pdf)).toBe(true);
    // Nothing on either instance's disk: the file is in the bucket's folder.
    for (const instance of [a, b]) expect(existsSync(join(instance.dataDir, 'files'))).toBe(false);
    expect(readdirSync(pair.s3.directory, { recursive: true }).some((p) => String(p).includes(id))).toBe(
      true,
    );
  });

  const uploadPdf = async (token: string) => {
    const pdf = await makeTestPdf({ pages: 1 });
    const uploaded = await postJson(
      a.base,
      '/api/e_mohar/upload',
      { file_content: pdf.toString('base64'), file_name: 'Lease.pdf', party: 'single' },
      token,
    );
    expect(uploaded.status).toBe(200);
    const { id } = ((await uploaded.json()) as { record_dict: { id: string } }).record_dict;
    return { id, pdf };
  };

  /**
   * A self-signing session begun on A, consented and identified on A: what is left is the code
   * mailed to the signer, posted with `sendCode` to either instance.
   */
  async function signSessionOnA(token: string, id: string) {
    const email = `signer.${Date.now()}@example.in`;
    const started = await postJson(
      a.base,
      '/api/e_mohar/for_self_esign',
      {
        x_coordinate: 0.1,
        y_coordinate: 0.8,
        page_no: 1,
        width: 0.3,
        height: 0.08,
        signatureData: 'Asha',
        formData: {
          id,
          aadhar_name: 'Asha Rao',
          aadhar_four_digit: '1234',
          email,
          dob: '1990',
          gender: 'Female',
          contract_name: 'Lease',
          file_name: 'Lease.pdf',
        },
      },
      token,
    );
    expect(started.status).toBe(200);
    const session = new URL(((await started.json()) as { url: string }).url);
    const sessionPath = session.pathname;
    const sessionToken = session.searchParams.get('token') ?? '';
    const form = (base: string, step: string, fields: Record<string, string>) =>
      fetch(`${base}${sessionPath}/${step}`, {
        method: 'POST',
        redirect: 'manual',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'user-agent': 'LeXi-test-browser/1.0',
        },
        body: new URLSearchParams({ token: sessionToken, ...fields }).toString(),
      });
    expect((await fetch(`${a.base}${sessionPath}?token=${sessionToken}`)).status).toBe(200);
    expect((await form(a.base, 'consent', {})).status).toBe(303);
    expect(
      (await form(a.base, 'identity', { aadhar_name: 'Asha Rao', aadhar_four_digit: '1234' })).status,
    ).toBe(200);
    return {
      email,
      sendCode: (base: string) => form(base, 'code', { code: sentCode(email, [a, b]) }),
    };
  }

  // Signing and sealing are the slow part of LeXi; a busy CI machine gets room.
  it('a sign session begun on A is finished on B', { timeout: 120_000 }, async () => {
    const { token } = await newAccount();
    const { id, pdf } = await uploadPdf(token);
    const signing = await signSessionOnA(token, id);
    const done = await signing.sendCode(b.base);
    expect(done.status).toBe(303);
    const signed = await download(b.base, id, token);
    expect(signed.status).toBe(200);
    const bytes = Buffer.from(await signed.arrayBuffer());
    expect(bytes.equals(pdf)).toBe(false);
    expect(bytes.includes('/ByteRange')).toBe(true);
  });

  it('a third instance pointed at a missing bucket refuses to start, saying so', {
    timeout: 120_000,
  }, async () => {
    const env = {
      ...pair.env,
      STORAGE_URL: `s3://missing-bucket?endpoint=${pair.s3.endpoint}`,
      DATA_DIR: pair.newDataDir(),
    };
    await expect(startServer(env)).rejects.toThrow(
      `Storage: the bucket "missing-bucket" at ${pair.s3.endpoint} does not exist`,
    );
  });

  it('counts requests for the rate limit across both: one counter per client', async () => {
    const { token } = await newAccount();
    const remaining = async (base: string) => {
      const answer = await plan(base, token);
      expect(answer.status).toBe(200);
      return Number(answer.headers.get('x-ratelimit-remaining'));
    };
    // Every request here comes from one address, so both instances already count this client.
    // Each counts locally and shares its counts within about a second (its flush): A, alone,
    // would answer r0 - i on its i-th request from now; once it has read B's five, at most
    // r0 - i - 5.
    const r0 = await remaining(a.base);
    expect(r0).toBeGreaterThan(0);
    for (let i = 0; i < 5; i++) await remaining(b.base);
    let seen = false;
    for (let i = 1; i <= 20 && !seen; i++) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      seen = (await remaining(a.base)) <= r0 - i - 5;
    }
    expect(seen).toBe(true);
  });

  it('counts OTP sends across both: a second send within the minute is refused on the other', async () => {
    const email = `otp.${Date.now()}@example.in`;
    expect((await postJson(a.base, '/api/send_otp', { email })).status).toBe(200);
    const again = await postJson(b.base, '/api/send_otp', { email });
    expect(again.status).toBe(429);
    expect(((await again.json()) as { message: string }).message).toBe(messages.accounts.otpSendTooSoon);
  });

  it('counts failed sign-ins across both: the lock-out holds on either', async () => {
    const { person } = await newAccount();
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++) {
      const base = i % 2 ? b.base : a.base;
      const wrong = await postJson(base, '/api/login', {
        username: person.username,
        password: 'wrong-password-1',
      });
      expect(wrong.status).toBe(401);
    }
    for (const base of [a.base, b.base]) {
      const locked = await postJson(base, '/api/login', {
        username: person.username,
        password: person.password,
      });
      expect(locked.status).toBe(429);
      expect(((await locked.json()) as { message: string }).message).toBe(messages.accounts.loginLocked);
    }
  });

  const count = async (text: string, params: unknown[]) =>
    Number((await sql.query<{ n: string }>(text, params)).rows[0]?.n ?? 0);

  it('sends a due expiry reminder once, from one of the two', { timeout: 90_000 }, async () => {
    const { person, token } = await newAccount();
    const { id } = await uploadPdf(token);
    await sql.query(
      `update emohar_documents set expiry_date = (now() at time zone 'utc')::date + 7 where id = $1`,
      [id],
    );
    const reminders = () =>
      [a, b].flatMap((instance) =>
        outboxFiles(instance.dataDir).filter((m) => m.to === person.email && /expires in 7 days/.test(m.eml)),
      );
    expect(await eventually(async () => reminders().length > 0)).toBe(true);
    // Two more runs of the recurring job (on either instance) after the reminder went out.
    const runs = () =>
      count(
        `select count(*) as n from jobs where kind = 'dashboard.expiry_reminders' and status <> 'queued'`,
        [],
      );
    const after = await runs();
    expect(await eventually(async () => (await runs()) >= after + 2)).toBe(true);
    expect(reminders()).toHaveLength(1);
    // One queued row of the recurring job, whichever instance scheduled or ran it.
    expect(
      await count(
        `select count(*) as n from jobs where kind = 'dashboard.expiry_reminders' and status = 'queued'`,
        [],
      ),
    ).toBe(1);
  });

  // Last: it kills A.
  it('a case generation started on A is watched live from B, to its end', { timeout: 120_000 }, async () => {
    const { token } = await newAccount();
    // The case and its generation job are written on A; whichever instance's runner takes the job,
    // B's live connection reports it from the job row they share.
    const workspaceId = await workspaceWithCaseOverHttp(a.base, token);
    const received = await watchGenerationOverHttp(b.base, token, workspaceId);
    expectFirstVersionWatched(received, workspaceId);
    // One job, one version, whatever instance ran it.
    expect(
      await count(
        `select count(*) as n from jobs where kind = 'litigation.generate_case' and payload->>'workspace_id' = $1`,
        [workspaceId],
      ),
    ).toBe(1);
  });

  it('a document whose last signature A committed before kill -9 is sealed by B', {
    timeout: 120_000,
  }, async () => {
    const { token } = await newAccount();
    const { id, pdf } = await uploadPdf(token);
    const signing = await signSessionOnA(token, id);
    // A commits the signature with its completion job, then dies before running the job.
    await expect(signing.sendCode(a.base)).rejects.toThrow();
    await exited(a.child);
    expect(a.child.signalCode).toBe('SIGKILL');
    // B's runner finds the owed job (it looks every second here) and runs it: sealed, job done.
    const sealed = async () =>
      (await count('select count(*) as n from emohar_documents where id = $1 and sealed_at is not null', [
        id,
      ])) === 1;
    expect(await eventually(sealed)).toBe(true);
    const jobDone = () =>
      count(
        `select count(*) as n from jobs where kind = 'emohar.complete_document' and payload->>'document_id' = $1 and status = 'done'`,
        [id],
      );
    expect(await eventually(async () => (await jobDone()) === 1)).toBe(true);
    const got = await download(b.base, id, token);
    expect(got.status).toBe(200);
    const bytes = Buffer.from(await got.arrayBuffer());
    expect(bytes.equals(pdf)).toBe(false);
    // The signer's signature and the platform's seal over it.
    expect(bytes.toString('latin1').split('/ByteRange').length - 1).toBe(2);
    // The sealed PDF went to the signer from B's outbox (A is dead), once.
    const sealedMails = outboxFiles(b.dataDir).filter(
      (m) => m.to === signing.email && m.eml.includes('A document you signed on LeXi is sealed'),
    );
    expect(sealedMails).toHaveLength(1);
  });
});

/** The 6-digit code of the newest mail or SMS to `recipient`, in whichever instance's outbox it is. */
function sentCode(recipient: string, instances: Instance[]): string {
  const sent = instances.flatMap((instance) => {
    const dir = outboxDir(instance.dataDir);
    if (!existsSync(dir)) return [];
    return readdirSync(dir)
      .filter((name) => /\.(eml|txt)$/.test(name) && name.includes(recipient))
      .map((name) => ({ name, text: readFileSync(join(dir, name), 'utf8') }));
  });
  // File names begin with the time they were written.
  sent.sort((x, y) => x.name.localeCompare(y.name));
  const code = sent.at(-1)?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code sent to ${recipient}`);
  return code;
}
