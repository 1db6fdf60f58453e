import { requestFile } from './download-file.ts';

/**
 * GET of one of the user's files as a Blob. A plain link cannot carry the bearer token, so the
 * file is fetched (with it) and handed to the browser as an object URL.
 */
export async function fetchFileBlob(url: string): Promise<Blob> {
  return (await requestFile(url)).blob();
}
