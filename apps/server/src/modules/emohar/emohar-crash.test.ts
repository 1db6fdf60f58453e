import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { makeTestPdf } from '../../lib/pdf/test-pdfs.fixture.ts';
import { pdfsig } from '../../lib/signing/pdfsig.fixture.ts';
import { GOOD_PASSWORD, newPerson } from '../../test/account-fixtures.ts';
import { outboxFiles } from '../../test/outbox-files.ts';
import { exited, postJson, startServer, targets } from '../../test/server-process.ts';
import { placement, sessionParts, signerForm } from './emohar-signing.fixture.ts';

/** The 6-digit code of the last text message to `number` in the outbox. */
function lastSmsCode(dataDir: string, number: string): string {
  const dir = join(dataDir, 'outbox');
  const name = readdirSync(dir)
    .filter((n) => n.endsWith('.txt') && n.includes(number))
    .sort()
    .at(-1);
  return (name && readFileSync(join(dir, name), 'utf8').match(/\b(\d{6})\b/)?.[1]) || '';
}

/** A new account, its email and mobile verified through the codes in the outbox; signed in. */
async function verifiedOwner(base: string, dataDir: string) {
  const person = newPerson();
  expect((await postJson(base, '/api/register', person)).status).toBe(200);
  await postJson(base, '/api/send_otp', { email: person.email });
  const mailed = lastMailCode(dataDir, person.email);
  expect((await postJson(base, '/api/verify_otp', { email: person.email, otp: mailed })).status).toBe(200);
  await postJson(base, '/api/send_mobile_otp', { mobile: person.phone_number });
  const texted = lastSmsCode(dataDir, `${person.country_code}${person.phone_number}`);
  const mobile = await postJson(base, '/api/verify_mobile_otp', { mobile: person.phone_number, otp: texted });
  expect(mobile.status).toBe(200);
  return { username: person.username, email: person.email, usedBefore: 0 };
}

function lastMailCode(dataDir: string, email: string): string {
  return (
    outboxFiles(dataDir)
      .filter((m) => m.to === email)
      .sort((a, b) => a.name.localeCompare(b.name))
      .at(-1)
      ?.eml.match(/\b(\d{6})\b/)?.[1] ?? ''
  );
}

const authed = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });

function postForm(base: string, path: string, fields: Record<string, string>) {
  return fetch(`${base}${path}`, {
    method: 'POST',
    body: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': 'LeXi-crash-test/1.0' },
    redirect: 'manual',
    signal: AbortSignal.timeout(60_000),
  });
}

/**
 * Uploads a PDF and signs it alone (Aadhaar sandbox: consent, identity, emailed code) through a
 * real server; the code step is where completion runs, and where the crash point kills it.
 */
async function signAlone(base: string, token: string, dataDir: string) {
  const pdf = await makeTestPdf({ pages: 2 });
  const upload = await postJson(
    base,
    '/api/e_mohar/upload',
    { file_content: pdf.toString('base64'), file_name: 'Lease.pdf', party: 'single' },
    token,
  );
  expect(upload.status).toBe(200);
  const id = ((await upload.json()) as { record_dict: { id: string } }).record_dict.id;
  const form = signerForm({ id });
  const start = await postJson(base, '/api/e_mohar/for_self_esign', { ...placement, formData: form }, token);
  expect(start.status).toBe(200);
  const { id: session, token: sessionToken } = sessionParts(((await start.json()) as { url: string }).url);
  const path = `/api/e_mohar/esign/session/${session}`;
  expect((await postForm(base, `${path}/consent`, { token: sessionToken })).status).toBe(303);
  const identity = await postForm(base, `${path}/identity`, {
    token: sessionToken,
    aadhar_name: form.aadhar_name,
    aadhar_four_digit: form.aadhar_four_digit,
  });
  expect(identity.status).toBe(200);
  const code = lastMailCode(dataDir, form.email);
  expect(code).toBeTruthy();
  const answer = await postForm(base, `${path}/code`, { token: sessionToken, code })
    .then((r) => r.status)
    .catch(() => 'connection lost' as const);
  return { id, signer: form.email, answer };
}

async function signIn(base: string, username: string): Promise<string> {
  const login = await postJson(base, '/api/login', { username, password: GOOD_PASSWORD });
  expect(login.status).toBe(200);
  return ((await login.json()) as { token: string }).token;
}

async function until(what: string, done: () => Promise<boolean>, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Killed (SIGKILL) at each point of signing completion: */
const crashPoints = [
  // after the signature's commit (with its completion job), before completion starts;
  'emohar-sign:committed',
  // inside the seal's transaction, everything written but not committed;
  'emohar-complete:before-seal-commit',
  // after the seal (certificate, plan debit) committed, before any mail;
  'emohar-complete:sealed',
  // after the first party's mail, before the second.
  'emohar-complete:mailed-1',
];

for (const target of targets) {
  describe(`signing completion killed at every step [${target.name}]`, () => {
    const cleanups: (() => Promise<void>)[] = [];
    afterAll(async () => {
      for (const cleanup of cleanups) await cleanup();
    });

    it('seals every document once after a restart: one debit, one mail per party, valid in pdfsig', {
      // Generous for a busy machine: five real server starts and five sealings.
      timeout: 1_200_000,
    }, async () => {
      const { env, drop } = await target.env();
      cleanups.push(drop);
      const dataDir = env.DATA_DIR ?? '';
      // A crashing server runs no job runner (only its own request's completion), so that it
      // does not reach its crash point on a job an earlier crash left owed. Claims last 1 s.
      const crashing = { ...env, JOB_POLL_SECONDS: '0', JOB_LEASE_SECONDS: '1' };
      const plan = async (base: string, token: string) =>
        (
          (await (await postJson(base, '/api/user_plan', {}, token)).json()) as {
            user_data: { plan: { esign_used: number; esign_remaining: number } };
          }
        ).user_data.plan;

      // Two owners (a free plan has 3 e-signs), each with the e-signs used before.
      const owners: Awaited<ReturnType<typeof verifiedOwner>>[] = [];
      const ownerOf = (n: number) => owners[n % owners.length] as (typeof owners)[number];
      const signed: { id: string; signer: string; owner: string }[] = [];
      for (const [n, point] of crashPoints.entries()) {
        const server = await startServer({ ...crashing, LEXI_CRASH_AT: point });
        if (n === 0)
          owners.push(await verifiedOwner(server.base, dataDir), await verifiedOwner(server.base, dataDir));
        const owner = ownerOf(n);
        const token = await signIn(server.base, owner.username);
        if (n < owners.length) {
          const before = await plan(server.base, token);
          expect(before.esign_remaining).toBeGreaterThanOrEqual(2);
          owner.usedBefore = before.esign_used;
        }
        const result = { ...(await signAlone(server.base, token, dataDir)), owner: owner.email };
        // A crash point never reached would leave the server up: stop it, and say so below.
        const timer = setTimeout(() => server.child.kill('SIGTERM'), 30_000);
        await exited(server.child);
        clearTimeout(timer);
        expect({ point, answer: result.answer, signal: server.child.signalCode }).toEqual({
          point,
          answer: 'connection lost',
          signal: 'SIGKILL',
        });
        signed.push(result);
        if (process.env.DEBUG_CRASH) console.error(new Date().toISOString(), point, result.answer);
      }

      const server = await startServer({ ...env, JOB_POLL_SECONDS: '0.5', JOB_LEASE_SECONDS: '1' });
      if (process.env.DEBUG_CRASH) server.child.stderr?.on('data', (d: Buffer) => process.stderr.write(d));
      try {
        const tokens = new Map<string, string>();
        for (const owner of owners) tokens.set(owner.email, await signIn(server.base, owner.username));
        const tokenOf = (email: string) => tokens.get(email) ?? '';
        const audit = async (id: string, owner: string) =>
          (await (
            await fetch(`${server.base}/api/e_mohar/audit?id=${id}`, {
              ...authed(tokenOf(owner)),
              signal: AbortSignal.timeout(30_000),
            })
          ).json()) as { chain_valid: boolean; events: { event_type: string }[] };
        await until('every document sealed and mailed', async () => {
          for (const { id, owner } of signed) {
            if (!(await audit(id, owner)).events.some((e) => e.event_type === 'emailed')) return false;
          }
          return true;
        });
        if (process.env.DEBUG_CRASH) console.error(new Date().toISOString(), 'all mailed');
        // Two more job rounds: a second seal or mail would have happened by now.
        await new Promise((resolve) => setTimeout(resolve, 1_500));

        for (const owner of owners) {
          const documents = signed.filter((s) => s.owner === owner.email).length;
          expect((await plan(server.base, tokenOf(owner.email))).esign_used).toBe(
            owner.usedBefore + documents,
          );
        }
        const mails = outboxFiles(dataDir);
        for (const { id, signer, owner } of signed) {
          const token = tokenOf(owner);
          const trail = await audit(id, owner);
          expect(trail.chain_valid).toBe(true);
          const count = (type: string) => trail.events.filter((e) => e.event_type === type).length;
          expect({ id, sealed: count('sealed'), emailed: count('emailed') }).toEqual({
            id,
            sealed: 1,
            emailed: 1,
          });
          const sealedMails = mails.filter((m) => m.name.includes(`emohar-sealed-${id}`));
          const recipients = sealedMails.map((m) => m.to).sort();
          // Two parties (the owner's account and the signer's address), one mail each.
          expect(recipients).toEqual([owner, signer].sort());
          const download = await fetch(`${server.base}/api/e_mohar/download?id=${id}`, authed(token));
          expect(download.status).toBe(200);
          const report = await pdfsig(Buffer.from(await download.arrayBuffer()));
          // The signer's signature and the platform seal, both valid.
          expect(report.signatures.map((s) => s.valid)).toEqual([true, true]);
        }
      } finally {
        server.child.kill('SIGTERM');
        await exited(server.child);
      }
    });
  });
}
