import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import { messages } from '@lexi/shared/messages';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../db/migrate.ts';
import { errorsPlugin } from '../../plugins/errors.ts';
import { securityPlugin } from '../../plugins/security.ts';
import { testDatabases } from '../../test/test-databases.ts';
import { type DatabaseRateLimitStoreCtor, databaseRateLimitStore } from './database-rate-limit-store.ts';
import { pruneCounters } from './rate-limit-counters.repository.ts';

const MINUTE = 60_000;

/** What the plugin does: `incr` with a callback, as a promise. */
function hit(store: FastifyRateLimitStore, key: string, windowMs = MINUTE, max = 10) {
  return new Promise<{ current: number; ttl: number }>((resolve, reject) =>
    store.incr(key, (error, result) => (error || !result ? reject(error) : resolve(result)), windowMs, max),
  );
}

const child = (store: FastifyRateLimitStore, method: string, url: string) =>
  store.child({ routeInfo: { method, url } } as unknown as Parameters<FastifyRateLimitStore['child']>[0]);

for (const target of testDatabases()) {
  describe(`rate limiter store in the database [${target.name}]`, () => {
    let opened: Awaited<ReturnType<typeof target.open>>;
    let clock = new Date('2026-03-01T10:00:00Z');
    const now = () => clock;
    const ctors: DatabaseRateLimitStoreCtor[] = [];
    const ctor = (onError?: (error: unknown) => void) => {
      const made = databaseRateLimitStore(opened.database.db, {
        now,
        // No timer: the tests flush when they mean to.
        flushEveryMs: 0,
        ...(onError ? { onError } : {}),
      });
      ctors.push(made);
      return made;
    };
    // Two stores over one database, as two instances behind a load balancer have.
    const instances = () => {
      const a = ctor();
      const b = ctor();
      return [new a({}), new b({}), a, b] as const;
    };

    beforeAll(async () => {
      opened = await target.open();
      await migrate(opened.database.db);
    });
    afterAll(async () => {
      for (const made of ctors) made.close();
      await opened.drop();
    });

    it('counts the hits of one key on every instance together, once they have flushed', async () => {
      const [a, b, storeA, storeB] = instances();
      // The first hit of a window reads what the others have counted.
      expect((await hit(a, '10.0.0.1')).current).toBe(1);
      expect((await hit(b, '10.0.0.1')).current).toBe(2);
      // Later hits are answered locally: a does not know of b's hit yet.
      expect((await hit(a, '10.0.0.1')).current).toBe(2);
      await storeA.flush();
      await storeB.flush();
      expect((await hit(b, '10.0.0.1')).current).toBe(4);
      await storeB.flush();
      await storeA.flush();
      expect((await hit(a, '10.0.0.1')).current).toBe(5);
      expect((await hit(b, '10.0.0.2')).current).toBe(1);
    });

    it('writes nothing for a hit of a known window until a flush', async () => {
      const [a, , storeA] = instances();
      await hit(a, '10.0.0.5');
      for (let i = 0; i < 5; i++) await hit(a, '10.0.0.5', MINUTE, 1_000);
      const count = async () =>
        (
          await opened.database.query<{ hits: number }>(
            "select hits from rate_limit_counters where key = '10.0.0.5'",
          )
        )[0]?.hits;
      expect(await count()).toBe(1);
      await storeA.flush();
      expect(await count()).toBe(6);
    });

    it('refuses a burst over the limit on one instance at once, without waiting for a flush', async () => {
      const [a] = instances();
      const results = [];
      for (let i = 0; i < 5; i++) results.push((await hit(a, '10.0.0.6', MINUTE, 3)).current);
      expect(results).toEqual([1, 2, 3, 4, 5]);
    });

    it('keeps counting locally while the database fails, and says so once', async () => {
      const errors: unknown[] = [];
      const broken = databaseRateLimitStore(
        {
          execute: async () => {
            throw new Error('database gone');
          },
        } as unknown as typeof opened.database.db,
        { now, flushEveryMs: 0, onError: (error) => errors.push(error) },
      );
      ctors.push(broken);
      const store = new broken({});
      expect((await hit(store, '10.0.0.7')).current).toBe(1);
      expect((await hit(store, '10.0.0.7')).current).toBe(2);
      await broken.flush();
      await broken.flush();
      expect((await hit(store, '10.0.0.7')).current).toBe(3);
      expect(errors).toHaveLength(1);
      expect((errors[0] as Error).message).toBe('database gone');
    });

    it('tells the time left in the window, and starts a new window once it has ended', async () => {
      const [a, b] = instances();
      const first = await hit(a, '10.0.1.1');
      expect(first).toEqual({ current: 1, ttl: MINUTE });
      clock = new Date(clock.getTime() + 20_000);
      expect(await hit(b, '10.0.1.1')).toEqual({ current: 2, ttl: MINUTE - 20_000 });
      clock = new Date(clock.getTime() + 40_000);
      expect(await hit(a, '10.0.1.1')).toEqual({ current: 1, ttl: MINUTE });
    });

    it('counts 30 concurrent hits on two instances exactly', async () => {
      const [a, b] = instances();
      const results = await Promise.all(Array.from({ length: 30 }, (_, i) => hit(i % 2 ? a : b, '10.0.2.1')));
      expect(results.map((r) => r.current).sort((x, y) => x - y)).toEqual(
        Array.from({ length: 30 }, (_, i) => i + 1),
      );
    });

    it('counts 30 concurrent hits on one instance exactly, after a flush too', async () => {
      const [a, , storeA] = instances();
      const burst = () => Promise.all(Array.from({ length: 30 }, () => hit(a, '10.0.2.2', MINUTE, 1_000)));
      const first = await burst();
      await storeA.flush();
      const second = await burst();
      expect([...first, ...second].map((r) => r.current).sort((x, y) => x - y)).toEqual(
        Array.from({ length: 60 }, (_, i) => i + 1),
      );
    });

    it('keeps a per-route limit apart from the global one and from other routes', async () => {
      const [a, b] = instances();
      await hit(a, '10.0.3.1');
      expect((await hit(child(a, 'POST', '/api/login'), '10.0.3.1')).current).toBe(1);
      expect((await hit(child(b, 'POST', '/api/login'), '10.0.3.1')).current).toBe(2);
      expect((await hit(child(b, 'POST', '/api/send_otp'), '10.0.3.1')).current).toBe(1);
      expect((await hit(b, '10.0.3.1')).current).toBe(2);
    });

    it('removes ended windows as it goes, keeping the live ones', async () => {
      const [a] = instances();
      await hit(a, '10.0.4.1');
      clock = new Date(clock.getTime() + 2 * MINUTE);
      await hit(a, '10.0.4.2', 10 * MINUTE, 100_000);
      await pruneCounters(opened.database.db, now());
      const rows = await opened.database.query<{ key: string }>(
        "select key from rate_limit_counters where key in ('10.0.4.1', '10.0.4.2')",
      );
      expect(rows.map((r) => r.key)).toEqual(['10.0.4.2']);
    });

    describe('behind the security plugin, two apps on one database', () => {
      const apps: FastifyInstance[] = [];
      const stores: DatabaseRateLimitStoreCtor[] = [];
      beforeAll(async () => {
        for (let i = 0; i < 2; i++) {
          const app = Fastify({ logger: false });
          await app.register(errorsPlugin);
          const rateLimitStore = ctor();
          stores.push(rateLimitStore);
          await app.register(securityPlugin, { rateLimitPerMinute: 3, rateLimitStore });
          app.get('/api/thing', async () => ({ ok: true }));
          apps.push(app);
        }
      });
      afterAll(async () => {
        for (const app of apps) await app.close();
      });

      it('refuses the fourth request of a minute, wherever the earlier three went', async () => {
        const [a, b] = apps;
        if (!a || !b) throw new Error('two apps expected');
        const from = { remoteAddress: '10.0.5.1' };
        expect((await a.inject({ url: '/api/thing', ...from })).statusCode).toBe(200);
        expect((await b.inject({ url: '/api/thing', ...from })).statusCode).toBe(200);
        expect((await a.inject({ url: '/api/thing', ...from })).statusCode).toBe(200);
        for (const store of [...stores, ...stores]) await store.flush();
        const refused = await b.inject({ url: '/api/thing', ...from });
        expect(refused.statusCode).toBe(429);
        expect(refused.json().message).toBe(messages.common.tooManyRequests);
        expect((await a.inject({ url: '/api/thing', remoteAddress: '10.0.5.2' })).statusCode).toBe(200);
      });
    });
  });
}
