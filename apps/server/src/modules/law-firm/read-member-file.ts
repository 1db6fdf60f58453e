import { BULK_MAX_BYTES } from '@lexi/shared/validation/team';
import { lazyWorkerPool, WorkerLimitError, workerScript } from '../../lib/workers/worker-pool.ts';
import { checkZipDirectory, looksLikeZip, ZipLimitError } from '../../lib/zip/zip-limits.ts';
import { teamErrors } from './law-firm.errors.ts';
import { type MemberTable, XLSX_LIMITS, zipRefusal } from './member-file.ts';

/**
 * One thread reads member files, with a 192 MB heap and 20 s; four more files may wait for it, and
 * a sixth at once is told the server is busy (503). A file that outgrows the heap or the time ends
 * its thread only, and is answered 413.
 */
const memberFilePool = lazyWorkerPool<Uint8Array, MemberTable>({
  name: 'member file',
  script: workerScript(import.meta.url, 'member-file'),
  size: 1,
  maxQueue: 4,
  maxOldGenerationSizeMb: 192,
  timeoutMs: 20_000,
});

/**
 * Reads an uploaded member list (CSV or XLSX) in a worker thread. An XLSX whose ZIP directory
 * announces more than XLSX_LIMITS is refused here first, before any thread or byte of inflating.
 */
export async function readMemberFile(bytes: Buffer): Promise<MemberTable> {
  if (bytes.length === 0) throw teamErrors.fileEmpty();
  if (bytes.length > BULK_MAX_BYTES) throw teamErrors.fileTooLarge();
  if (looksLikeZip(bytes)) {
    try {
      checkZipDirectory(bytes, XLSX_LIMITS);
    } catch (error) {
      if (error instanceof ZipLimitError) throw zipRefusal(error);
      throw error;
    }
  }
  const copy = new Uint8Array(bytes);
  try {
    return await memberFilePool().run(copy, [copy.buffer]);
  } catch (error) {
    if (error instanceof WorkerLimitError && error.limit !== 'crash') throw teamErrors.fileTooComplex();
    throw error;
  }
}
