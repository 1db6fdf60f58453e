import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import { messages } from '@lexi/shared/messages';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../db/migrate.ts';
import { errorsPlugin } from '../../plugins/errors.ts';
import { securityPlugin } from '../../plugins/security.ts';
import { testDatabases } from '../../test/test-databases.ts';
import { databaseRateLimitStore } from './database-rate-limit-store.ts';

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
    // Two stores over one database, as two instances behind a load balancer have.
    const instances = () => {
      const a = databaseRateLimitStore(opened.database.db, now);
      const b = databaseRateLimitStore(opened.database.db, now);
      return [new a({}), new b({})] as const;
    };

    beforeAll(async () => {
      opened = await target.open();
      await migrate(opened.database.db);
    });
    afterAll(async () => {
      await opened.drop();
    });

    it('counts the hits of one key on every instance together', async () => {
      const [a, b] = instances();
      expect((await hit(a, '10.0.0.1')).current).toBe(1);
      expect((await hit(b, '10.0.0.1')).current).toBe(2);
      expect((await hit(a, '10.0.0.1')).current).toBe(3);
      expect((await hit(b, '10.0.0.2')).current).toBe(1);
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

    it('counts concurrent hits exactly (one atomic statement per hit)', async () => {
      const [a, b] = instances();
      const results = await Promise.all(Array.from({ length: 30 }, (_, i) => hit(i % 2 ? a : b, '10.0.2.1')));
      expect(results.map((r) => r.current).sort((x, y) => x - y)).toEqual(
        Array.from({ length: 30 }, (_, i) => i + 1),
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
      // The store prunes every 1,000 hits; the live key is hit all the while.
      for (let i = 0; i < 1_000; i++) await hit(a, '10.0.4.2', 10 * MINUTE, 100_000);
      const rows = await opened.database.query<{ key: string }>(
        "select key from rate_limit_counters where key in ('10.0.4.1', '10.0.4.2')",
      );
      expect(rows.map((r) => r.key)).toEqual(['10.0.4.2']);
    });

    describe('behind the security plugin, two apps on one database', () => {
      const apps: FastifyInstance[] = [];
      beforeAll(async () => {
        for (let i = 0; i < 2; i++) {
          const app = Fastify({ logger: false });
          await app.register(errorsPlugin);
          await app.register(securityPlugin, {
            rateLimitPerMinute: 3,
            rateLimitStore: databaseRateLimitStore(opened.database.db, now),
          });
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
        const refused = await b.inject({ url: '/api/thing', ...from });
        expect(refused.statusCode).toBe(429);
        expect(refused.json().message).toBe(messages.common.tooManyRequests);
        expect((await a.inject({ url: '/api/thing', remoteAddress: '10.0.5.2' })).statusCode).toBe(200);
      });
    });
  });
}
