import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityPlugin } from './security.ts';
import { staticWebPlugin } from './static-web.ts';

/** The web app page's one inline script (as index.html's colour-scheme script), and its CSP hash. */
const inlineScript = "\n      document.documentElement.setAttribute('data-x', 'dark');\n    ";
const inlineScriptHash = `'sha256-${createHash('sha256').update(inlineScript).digest('base64')}'`;

describe('Content-Security-Policy by kind of answer', () => {
  let app: FastifyInstance;
  let webDist: string;

  beforeAll(async () => {
    webDist = mkdtempSync(join(tmpdir(), 'lexi-web-'));
    mkdirSync(join(webDist, 'assets'));
    writeFileSync(
      join(webDist, 'index.html'),
      `<!doctype html><html><head><script>${inlineScript}</script><title>LeXi</title></head></html>`,
    );
    writeFileSync(join(webDist, 'assets', 'app.js'), 'console.log(1)');
    app = Fastify({ logger: false });
    await app.register(securityPlugin, { rateLimitPerMinute: 1000 });
    app.get('/api/thing', async () => ({ ok: true }));
    app.get('/other-page', async (_request, reply) => {
      reply.pagePolicy();
      return reply.type('text/html').send('<!doctype html><title>Other</title>');
    });
    await app.register(staticWebPlugin, { webDistDir: webDist });
  });

  afterAll(async () => {
    await app.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  const nonceIn = (policy: string) => policy.match(/style-src 'self' 'nonce-([0-9a-f]{32})'/)?.[1];

  it('gives the web app page a strict policy whose style nonce is the one in its meta tag', async () => {
    const page = await app.inject({ url: '/dashboard' });
    const policy = String(page.headers['content-security-policy']);
    expect(page.headers['content-type']).toContain('text/html');
    // Scripts from our origin, and the page's own inline script by its hash: no other inline one.
    expect(policy).toContain(`script-src 'self' ${inlineScriptHash};`);
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("frame-ancestors 'none'");
    const nonce = nonceIn(policy);
    expect(nonce).toBeDefined();
    expect(page.body).toContain(`<meta name="csp-nonce" content="${nonce}">`);
  });

  it("allows the web app page's inline script on that page only", async () => {
    const other = await app.inject({ url: '/other-page' });
    const policy = String(other.headers['content-security-policy']);
    expect(policy).toContain("script-src 'self';");
    expect(policy).not.toContain('sha256-');
    expect(nonceIn(policy)).toBeDefined();
  });

  it('draws a fresh nonce for every page', async () => {
    const first = nonceIn(String((await app.inject({ url: '/' })).headers['content-security-policy']));
    const second = nonceIn(String((await app.inject({ url: '/' })).headers['content-security-policy']));
    expect(first).not.toBe(second);
  });

  it('gives JSON answers and files one static policy that loads nothing, without a nonce', async () => {
    const json = await app.inject({ url: '/api/thing' });
    const file = await app.inject({ url: '/assets/app.js' });
    const missing = await app.inject({ url: '/api/none' });
    for (const res of [json, file, missing]) {
      expect(res.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });
});
