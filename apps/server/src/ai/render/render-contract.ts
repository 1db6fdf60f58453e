import type { ContractDocument, DraftedContract } from '../ai-provider.ts';
import { renderContractHtml } from './contract-html.ts';
import { renderContractText } from './contract-text.ts';

/** Both renderings at once, so that html and text can never describe different contracts. */
export function renderContract(doc: ContractDocument): DraftedContract {
  return { ...doc, html: renderContractHtml(doc), text: renderContractText(doc) };
}
