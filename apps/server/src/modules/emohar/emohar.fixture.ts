import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { makeTestPdf } from '../../lib/pdf/test-pdfs.fixture.ts';
import { post } from '../../test/account-fixtures.ts';
import type { TestContext } from '../../test/test-app.ts';

/** Uploads a fresh test PDF through the API; returns the record_dict and the bytes sent. */
export async function uploadTestPdf(
  ctx: TestContext,
  token: string,
  options: { party?: 'single' | 'multi'; pages?: number; file_name?: string; contract_name?: string } = {},
) {
  const pdf = await makeTestPdf({ pages: options.pages ?? 2 });
  const res = await post(
    ctx.app,
    '/api/e_mohar/upload',
    {
      file_content: pdf.toString('base64'),
      file_name: options.file_name ?? 'Lease.pdf',
      party: options.party ?? 'multi',
      ...(options.contract_name ? { contract_name: options.contract_name } : {}),
    },
    token,
  );
  if (res.statusCode !== 200) throw new Error(`upload failed: ${res.body}`);
  return { record: res.json().record_dict as Record<string, unknown> & { id: string }, pdf };
}

/** A share link of a multi-party document, created through the API. */
export async function shareTestLink(ctx: TestContext, token: string, id: string, hours = 24) {
  const res = await post(
    ctx.app,
    '/api/e_mohar/share_draft_link',
    { id, expiry: new Date(Date.now() + hours * 3_600_000).toISOString() },
    token,
  );
  if (res.statusCode !== 200) throw new Error(`share failed: ${res.body}`);
  return res.json() as { token: string; url: string; expires_at: string };
}

/** Every file under DATA_DIR/files, as paths relative to it. */
export function storedFiles(ctx: TestContext): string[] {
  try {
    return (readdirSync(join(ctx.dataDir, 'files'), { recursive: true }) as string[]).filter((p) =>
      p.endsWith('.pdf'),
    );
  } catch {
    return [];
  }
}

export function auditOf(ctx: TestContext, id: string, token: string) {
  return ctx.app.inject({
    method: 'GET',
    url: `/api/e_mohar/audit?id=${id}`,
    headers: { authorization: `Bearer ${token}` },
  });
}

export function openShared(
  ctx: TestContext,
  id: string,
  token: string,
  headers: Record<string, string> = {},
) {
  return ctx.app.inject({
    method: 'GET',
    url: `/api/e_mohar/shared?id=${encodeURIComponent(id)}&token=${encodeURIComponent(token)}`,
    headers,
  });
}
