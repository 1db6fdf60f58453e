import { fetchFileBlob } from '../../../lib/fetch-file-blob.ts';

/** GET /api/contracts/pdf?id=: the server's A4 PDF of the contract as last saved, with the bearer token. */
export function downloadContractPdf(id: string): Promise<Blob> {
  return fetchFileBlob(`/api/contracts/pdf?${new URLSearchParams({ id })}`);
}
