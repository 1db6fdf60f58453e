import { requestFile } from '../../../lib/download-file.ts';

/** GET of one of the user's files as a Blob, with the bearer token. */
export async function fetchFileBlob(url: string): Promise<Blob> {
  return (await requestFile(url)).blob();
}
