import type { ContractRecord, SharedContractRecord } from '@lexi/shared/api/contracts';
import { shareSignatureValues } from '@lexi/shared/api/contracts';
import type { SigningOffer } from '@lexi/shared/api/signing-offer';
import type { ContractShareLinkRow } from './contract-share-links.table.ts';
import type { ContractRow } from './contracts.table.ts';

/** The owner's view of a saved contract ("Contract data" of spec §3). */
export function toContractRecord(row: ContractRow): ContractRecord {
  return {
    id: row.id,
    title: row.title,
    contract_type: row.contractType,
    jurisdiction: row.jurisdiction,
    status: row.status,
    is_editable: row.isEditable,
    contract: row.htmlContent,
    html_content: row.htmlContent,
    contract_text: row.contractText,
    form_data: { ...row.formData } as Record<string, string>,
    contract_data: { ...row.contractData },
    party1: row.party1,
    party2: row.party2,
    is_resolutions: row.isResolutions,
    counter_party_name: row.counterPartyName,
    expiry_date: row.expiryDate,
    has_pdf: row.pdfKey !== null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** What the holder of a share link reads: the contract, never the owner's form data. */
export function toSharedContract(
  row: ContractRow,
  link: ContractShareLinkRow,
  signUrl: string | null,
  signing: SigningOffer,
): SharedContractRecord {
  return {
    id: row.id,
    title: row.title,
    contract_type: row.contractType,
    jurisdiction: row.jurisdiction,
    status: row.status,
    html_content: row.htmlContent,
    contract_text: row.contractText,
    party1: row.party1,
    party2: row.party2,
    counter_party_name: row.counterPartyName,
    expiry_date: row.expiryDate,
    type: link.type,
    signature: link.signatureMethod ? shareSignatureValues[link.signatureMethod] : null,
    sign_url: link.signatureMethod ? signUrl : null,
    signing,
    link_expires_at: link.expiresAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
