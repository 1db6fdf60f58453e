import mammoth from 'mammoth';
import type { Deps } from '../../deps.ts';
import { checkZipDirectory, type ZipLimits } from '../../lib/zip/zip-limits.ts';
import { isUuid } from '../emohar/document-access.ts';
import { ownedContract } from './contract-access.ts';
import { contractDocx, DOCX_PATH } from './contract-docx-file.ts';
import { contractErrors } from './contracts.errors.ts';
import { sanitizeContractHtml } from './sanitize-contract-html.ts';

/**
 * The contract id in a `docx_url` this server gave out: a relative `/api/contracts/docx?id=…`, or
 * the same on PUBLIC_URL. Any other address is refused without being fetched (no SSRF).
 */
export function contractIdOfDocxUrl(url: string, publicUrl: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url, `${publicUrl}/`);
  } catch {
    return null;
  }
  if (parsed.origin !== new URL(publicUrl).origin) return null;
  if (parsed.pathname !== DOCX_PATH || parsed.username || parsed.password) return null;
  const id = parsed.searchParams.get('id');
  return id && isUuid(id) ? id : null;
}

/**
 * What a contract's DOCX may unpack to. The DOCX files read here are the ones LeXi itself wrote from
 * a contract's HTML (a long contract: under 1 MB unpacked), never an upload; the check is a guard
 * in depth, so that a broken or hostile file in storage cannot unpack into gigabytes.
 */
export const DOCX_LIMITS: ZipLimits = {
  maxEntries: 1_000,
  maxTotalBytes: 50 * 1024 * 1024,
  maxRatio: 200,
  ratioFloorBytes: 1024 * 1024,
};

/** DOCX → HTML (mammoth), kept to the editor's tags. */
export async function docxBytesToHtml(bytes: Buffer): Promise<string> {
  try {
    checkZipDirectory(bytes, DOCX_LIMITS);
    const { value } = await mammoth.convertToHtml({ buffer: bytes });
    return sanitizeContractHtml(value);
  } catch {
    throw contractErrors.docxUnreadable();
  }
}

/** get_docx_to_html: the HTML of one of the caller's contract DOCX files, read from our storage. */
export async function docxToHtml(deps: Deps, userId: string, url: string): Promise<string> {
  const id = contractIdOfDocxUrl(url, deps.config.publicUrl);
  if (!id) throw contractErrors.docxUrlInvalid();
  const row = await ownedContract(deps.db, userId, id);
  return docxBytesToHtml(await contractDocx(deps, row));
}
