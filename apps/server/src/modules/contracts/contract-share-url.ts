import {
  type ContractKind,
  type ShareSignatureValue,
  sharePagePaths,
  shareSignatureValues,
} from '@lexi/shared/api/contracts';
import type { EsignMethod } from '@lexi/shared/api/emohar-signing';

/** `{origin}/share-draft?id=&token=&type=draft[&signature=…]` (or /share-contract), spec §2. */
export function contractShareUrl(
  baseUrl: string,
  link: { contractId: string; token: string; type: ContractKind; signatureMethod: EsignMethod | null },
): string {
  const url = new URL(sharePagePaths[link.type], `${baseUrl.replace(/\/+$/, '')}/`);
  url.searchParams.set('id', link.contractId);
  url.searchParams.set('token', link.token);
  url.searchParams.set('type', link.type);
  if (link.signatureMethod) {
    const value: ShareSignatureValue = shareSignatureValues[link.signatureMethod];
    url.searchParams.set('signature', value);
  }
  return url.toString();
}

/** The id and token of a share link as pasted back by the browser (a full URL or just its query). */
export function parseContractShareUrl(link: string): { id: string | null; token: string | null } {
  try {
    const url = new URL(link, 'http://placeholder.invalid');
    return { id: url.searchParams.get('id'), token: url.searchParams.get('token') };
  } catch {
    return { id: null, token: null };
  }
}
