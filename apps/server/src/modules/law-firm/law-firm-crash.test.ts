import { afterAll, describe, expect, it } from 'vitest';
import { GOOD_PASSWORD } from '../../test/account-fixtures.ts';
import { outboxFiles } from '../../test/outbox-files.ts';
import { exited, postJson, seedDemo, signIn, startServer, targets } from '../../test/server-process.ts';
import { csv, row } from './member-files.fixture.ts';

/** Every mail written to the outbox, by recipient, with the set-password token it carries. */
function outboxMails(dataDir: string) {
  return outboxFiles(dataDir).map(({ to, eml }) => ({
    to,
    token: eml.match(/\/team\/set-password\?token=([\w-]+)/)?.[1] ?? '',
  }));
}

async function importMembers(base: string, token: string, rows: string[][]) {
  const form = new FormData();
  form.append('file', new Blob([csv(rows)], { type: 'text/csv' }), 'members.csv');
  try {
    const res = await fetch(`${base}/api/law_firm/team-member/bulk-create/`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
      signal: AbortSignal.timeout(30_000),
    });
    return res.status;
  } catch {
    return 'connection lost';
  }
}

async function until(what: string, done: () => boolean, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

for (const target of targets) {
  describe(`a bulk import killed at every step [${target.name}]`, () => {
    const cleanups: (() => Promise<void>)[] = [];
    afterAll(async () => {
      for (const cleanup of cleanups) await cleanup();
    });

    it('creates every member once or not at all, and mails each once with one live link', {
      timeout: 240_000,
    }, async () => {
      const { env, drop } = await target.env();
      cleanups.push(drop);
      seedDemo(env);
      // Queued mail is retried every 1.2 s (and a dead sender's claim lapses as fast); the job
      // runners look every second, and a dead runner's lease on a job lapses in 2 s.
      const withRetry = {
        ...env,
        MAIL_RETRY_INTERVAL_MINUTES: '0.02',
        JOB_POLL_SECONDS: '1',
        JOB_LEASE_SECONDS: '2',
      };
      const crashingAt = async (point: string, rows: string[][]) => {
        const server = await startServer({ ...withRetry, LEXI_CRASH_AT: point });
        const answer = await importMembers(server.base, await signIn(server.base, 'rao.firm'), rows);
        // A crash point that is never reached would leave the server up: stop it, and say so.
        const timer = setTimeout(() => server.child.kill('SIGTERM'), 30_000);
        await exited(server.child);
        clearTimeout(timer);
        return { answer, signal: server.child.signalCode };
      };
      const inTransaction = Array.from({ length: 6 }, () => row());
      const midMailing = Array.from({ length: 6 }, () => row());
      const afterCommit = Array.from({ length: 6 }, () => row());

      // Killed inside the import's transaction, after every insert, before the commit.
      const a = await crashingAt('bulk-import:in-transaction', inTransaction);
      expect(a).toMatchObject({ answer: 'connection lost', signal: 'SIGKILL' });
      // Killed mid-mailing: after the 4th mail went out and before it was marked sent.
      const b = await crashingAt('mail-outbox:sent:4', midMailing);
      expect(b.signal).toBe('SIGKILL');
      // Killed right after the commit, before any mail (this start also finishes the mailing above).
      const c = await crashingAt('bulk-import:committed', afterCommit);
      expect(c).toMatchObject({ answer: 'connection lost', signal: 'SIGKILL' });

      const server = await startServer(withRetry);
      try {
        const owed = [...midMailing, ...afterCommit].map((r) => r[3] as string);
        const mailsTo = (email: string) => outboxMails(env.DATA_DIR ?? '').filter((m) => m.to === email);
        await until('every owed mail', () => owed.every((email) => mailsTo(email).length > 0));
        // Two more retry rounds: a second copy would have arrived by now.
        await new Promise((resolve) => setTimeout(resolve, 2_500));

        const admin = await signIn(server.base, 'rao.firm');
        const team = await fetch(`${server.base}/api/law_firm/get-team-members/`, {
          headers: { authorization: `Bearer ${admin}` },
          signal: AbortSignal.timeout(30_000),
        });
        const emails = ((await team.json()) as { team_members: { email: string }[] }).team_members.map(
          (m) => m.email,
        );
        for (const r of inTransaction) {
          expect(emails).not.toContain(r[3]);
          expect(mailsTo(r[3] as string)).toEqual([]);
        }
        for (const email of owed) {
          expect(emails.filter((e) => e === email)).toHaveLength(1);
          const mails = mailsTo(email);
          expect(mails, email).toHaveLength(1);
          const set = await postJson(server.base, '/api/law_firm/team/member/set-password', {
            token: mails[0]?.token,
            password: GOOD_PASSWORD,
          });
          expect(set.status, `${email}: ${await set.text()}`).toBe(200);
        }
      } finally {
        server.child.kill('SIGTERM');
        await exited(server.child);
      }
    });
  });
}
