import { fetchFileBlob } from '../../../lib/fetch-file-blob.ts';

/** GET of `docx_url` (`/api/contracts/docx?id=`) as a Blob, with the bearer token. */
export function downloadDocx(docxUrl: string): Promise<Blob> {
  return fetchFileBlob(docxUrl);
}
