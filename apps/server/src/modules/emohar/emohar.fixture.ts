import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { makeTestPdf } from '../../lib/pdf/test-pdfs.fixture.ts';
import { post } from '../../test/account-fixtures.ts';
import type { TestContext } from '../../test/test-app.ts';

/** A one-page PDF written by hand whose trailer names an /Encrypt dictionary (RC4, revision 2). */
export function encryptedPdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>',
    `<< /Filter /Standard /V 1 /R 2 /O <${'00'.repeat(32)}> /U <${'00'.repeat(32)}> /P -4 >>`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefAt = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f\r\n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n\r\n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Encrypt 4 0 R /ID [<01> <01>] >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

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
