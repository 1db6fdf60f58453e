import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { answerSerializerCompiler } from '../lib/http/answer-serializer.ts';
import { compressText } from '../lib/http/content-coding.ts';
import { reusedAnswer } from '../lib/http/reused-answer.ts';
import { answerCompressionPlugin, COMPRESS_FROM_CHARS } from './answer-compression.ts';

const list = z.object({ rows: z.array(z.object({ id: z.number().int(), name: z.string() })) });
const rows = (n: number) => ({
  rows: Array.from({ length: n }, (_, id) => ({ id, name: `Contract नं. ${id}` })),
});

async function app(compress = vi.fn(compressText)) {
  const server = Fastify({ logger: false });
  server.setSerializerCompiler(answerSerializerCompiler({ check: true }));
  await server.register(answerCompressionPlugin, { compress });
  const kept = reusedAnswer(rows(300));
  server.get('/big', { schema: { response: { 200: list } } }, async () => rows(300));
  server.get('/kept', { schema: { response: { 200: list } } }, async () => kept);
  server.get('/small', { schema: { response: { 200: list } } }, async () => rows(2));
  server.get('/page', async (_request, reply) => reply.type('text/html').send('<p>x</p>'.repeat(500)));
  return server;
}

describe('compressed answers', () => {
  it('sends a large JSON answer in brotli or gzip as the client accepts, the same JSON inside', async () => {
    const server = await app();
    const plain = await server.inject({ url: '/big' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('accept-encoding');
    expect(plain.body.length).toBeGreaterThan(COMPRESS_FROM_CHARS);

    const br = await server.inject({
      url: '/big',
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body);

    const gz = await server.inject({ url: '/big', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString('utf8')).toBe(plain.body);
    await server.close();
  });

  it('leaves small answers, pages and refused codings as they are', async () => {
    const server = await app();
    const headers = { 'accept-encoding': 'br, gzip' };
    const small = await server.inject({ url: '/small', headers });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual(rows(2));
    const page = await server.inject({ url: '/page', headers });
    expect(page.headers['content-encoding']).toBeUndefined();
    const refused = await server.inject({ url: '/big', headers: { 'accept-encoding': 'br;q=0, gzip;q=0' } });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.json()).toEqual(rows(300));
    await server.close();
  });

  it('compresses a reused answer once per coding, a fresh answer at every request', async () => {
    const compress = vi.fn(compressText);
    const server = await app(compress);
    const headers = { 'accept-encoding': 'br' };
    const first = await server.inject({ url: '/kept', headers });
    const second = await server.inject({ url: '/kept', headers });
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(compress).toHaveBeenCalledTimes(1);
    await server.inject({ url: '/kept', headers: { 'accept-encoding': 'gzip' } });
    expect(compress).toHaveBeenCalledTimes(2);
    await server.inject({ url: '/big', headers });
    await server.inject({ url: '/big', headers });
    expect(compress).toHaveBeenCalledTimes(4);
    await server.close();
  });

  it('sends the answer as it is when compressing fails, and tries again next time', async () => {
    const compress = vi.fn(compressText);
    const server = await app(compress);
    compress.mockRejectedValueOnce(new Error('zlib out of memory'));
    const headers = { 'accept-encoding': 'br' };
    const failed = await server.inject({ url: '/kept', headers });
    expect(failed.statusCode).toBe(200);
    expect(failed.headers['content-encoding']).toBeUndefined();
    expect(failed.json()).toEqual(rows(300));
    const next = await server.inject({ url: '/kept', headers });
    expect(next.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(next.rawPayload).toString('utf8'))).toEqual(rows(300));
    await server.close();
  });
});
