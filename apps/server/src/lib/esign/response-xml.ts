/** What LeXi reads from an EsignResp (CCA eSign API 2.1). */
export type EsignResponse =
  | { readonly status: 'signed'; readonly txn: string; readonly docSignature: Buffer }
  | {
      readonly status: 'failed';
      readonly txn: string | null;
      readonly errCode: string;
      readonly errMsg: string;
    };

export class EsignResponseError extends Error {}

function text(element: Element | undefined): string {
  return (element?.textContent ?? '').replace(/\s+/g, '');
}

/** Reads a parsed EsignResp: status="1" with the DocSignature of id 1, or status="0" with its error. */
export function readEsignResponse(document: Document): EsignResponse {
  const root = document.documentElement;
  if (root?.localName !== 'EsignResp') throw new EsignResponseError('The answer is not an EsignResp.');
  const txn = root.getAttribute('txn')?.trim() || null;
  const status = root.getAttribute('status');
  if (status === '0') {
    return {
      status: 'failed',
      txn,
      errCode: root.getAttribute('errCode')?.trim() || 'unknown',
      errMsg: root.getAttribute('errMsg')?.trim() || '',
    };
  }
  if (status !== '1')
    throw new EsignResponseError(`The EsignResp has an unknown status ${JSON.stringify(status)}.`);
  if (!txn) throw new EsignResponseError('The EsignResp names no transaction (txn).');
  // 2.1 wraps them in <Signatures>; some ESPs write <DocSignatures>: read DocSignature wherever it is.
  const signatures = Array.from(root.getElementsByTagName('DocSignature'));
  const first =
    signatures.find((s) => s.getAttribute('id') === '1') ??
    (signatures.length === 1 ? signatures[0] : undefined);
  const base64 = text(first);
  if (!base64 || !/^[A-Za-z0-9+/]+={0,2}$/.test(base64)) {
    throw new EsignResponseError('The EsignResp carries no document signature.');
  }
  return { status: 'signed', txn, docSignature: Buffer.from(base64, 'base64') };
}
