import { afterAll, describe, expect, it } from 'vitest';
import { GOOD_PASSWORD, newPerson } from './account-fixtures.ts';
import { exited, postJson, seedDemo, signIn, startServer, targets } from './server-process.ts';

for (const target of targets) {
  describe(`data survives [${target.name}]`, () => {
    const cleanups: (() => Promise<void>)[] = [];
    afterAll(async () => {
      for (const c of cleanups) await c();
    });

    it('accounts, a workspace and its note survive a graceful restart (SIGTERM) and a crash (SIGKILL)', {
      timeout: 240_000,
    }, async () => {
      const { env, drop } = await target.env();
      cleanups.push(drop);
      const first = newPerson();
      const second = newPerson();

      const a = await startServer(env);
      expect((await postJson(a.base, '/api/register', first)).status).toBe(200);
      a.child.kill('SIGTERM');
      expect(await exited(a.child)).toBe(0);

      seedDemo(env);
      const b = await startServer(env);
      const again = await postJson(b.base, '/api/register', first);
      expect(again.status).toBe(409);
      expect((await postJson(b.base, '/api/register', second)).status).toBe(200);
      // A firm's litigation workspace with a note, answered just before the crash.
      const token = await signIn(b.base, 'rao.firm');
      const created = await postJson(
        b.base,
        '/api/litigation/create-workspace/',
        {
          workspace_name: 'Sharma v. Verma',
          case_type: 'Civil',
          client_name: 'Sharma',
          opponent_name: 'Verma',
          area_of_law: 'Property law',
        },
        token,
      );
      expect(created.status).toBe(200);
      const workspaceId = ((await created.json()) as { data: { id: string } }).data.id;
      const note = await postJson(
        b.base,
        '/api/litigation/add-note/',
        { workspace_id: workspaceId, content: 'Hearing moved to 4 December.' },
        token,
      );
      expect(note.status).toBe(200);
      b.child.kill('SIGKILL');
      await exited(b.child);

      const c = await startServer(env);
      try {
        for (const person of [first, second]) {
          const login = await postJson(c.base, '/api/login', {
            username: person.username,
            password: GOOD_PASSWORD,
          });
          // The account is there: a correct password reaches the verification step.
          expect(login.status).toBe(403);
          expect(((await login.json()) as { email_verified: boolean }).email_verified).toBe(false);
        }
        const token = await signIn(c.base, 'rao.firm');
        const list = await fetch(`${c.base}/api/litigation/get-litigation-workspaces/?page=1`, {
          headers: { authorization: `Bearer ${token}` },
        });
        const { workspaces } = (await list.json()) as {
          workspaces: { id: string; workspace_name: string }[];
        };
        // The demo's own litigation workspace is there too: this test's one is found by its name.
        const made = workspaces.filter((w) => w.workspace_name === 'Sharma v. Verma');
        expect(made.map((w) => w.id)).toEqual([workspaceId]);
        const notes = await postJson(
          c.base,
          '/api/litigation/get-notes/',
          { workspace_id: made[0]?.id },
          token,
        );
        expect(
          ((await notes.json()) as { notes: { content: string }[] }).notes.map((n) => n.content),
        ).toEqual(['Hearing moved to 4 December.']);
      } finally {
        c.child.kill('SIGTERM');
        await exited(c.child);
      }
    });
  });
}
