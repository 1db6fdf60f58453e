import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { loginToken, type TestAccount } from './accounts.ts';
import { callApi } from './api.ts';

/** A saved contract's status as the server holds it (show_contract, in a session of its own). */
export async function contractStatus(baseUrl: string, account: TestAccount, id: string): Promise<string> {
  const token = await loginToken(baseUrl, account);
  const shown = await callApi(baseUrl, '/show_contract', { body: { id }, token });
  return String(shown.status);
}

/** The text poppler reads in a PDF file: empty for a PDF that only holds pictures of text. */
export async function pdfFileText(path: string): Promise<string> {
  const { stdout } = await promisify(execFile)('pdftotext', ['-layout', path, '-']);
  return stdout.replace(/\s+/g, ' ');
}
