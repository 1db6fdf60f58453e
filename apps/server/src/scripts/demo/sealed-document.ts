import { forSelfEsignRequest } from '@lexi/shared/api/emohar-signing';
import type { Deps } from '../../deps.ts';
import type { MailMessage } from '../../lib/mail/mailer.ts';
import type { UserRow } from '../../modules/accounts/users.table.ts';
import type { RequestMeta } from '../../modules/emohar/audit-log.ts';
import { finishOwedCompletion } from '../../modules/emohar/complete-signing.ts';
import {
  findDocumentById,
  findOwnerDocumentByName,
} from '../../modules/emohar/emohar-documents.repository.ts';
import type { EmoharDocumentRow } from '../../modules/emohar/emohar-documents.table.ts';
import { signDocument } from '../../modules/emohar/sign-document.ts';
import {
  checkIdentity,
  giveConsent,
  openSignSession,
  sendCodes,
  verifyCodes,
} from '../../modules/emohar/sign-session.ts';
import { startOwnerEsign } from '../../modules/emohar/start-esign.ts';
import { uploadDocument } from '../../modules/emohar/upload-document.ts';
import { engagementLetterPdf } from './engagement-letter-pdf.ts';

const DEMO_META: RequestMeta = { ip: null, userAgent: 'LeXi demo seeding' };
const DOCUMENT_NAME = 'Letter of engagement';

export interface DemoSigner {
  /** The name on the ID and its last four digits, as the signer types them on the signing pages. */
  name: string;
  idLastDigits: string;
  birthYear: string;
  gender: string;
}

/** The 6-digit code of the newest message to `to` (the signing pages' emailed or texted code). */
function codeOf(sent: { to: string; text: string }[], to: string): string {
  const text = sent.filter((message) => message.to === to).at(-1)?.text ?? '';
  const code = text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`No signing code was sent to ${to}.`);
  return code;
}

/**
 * The services with mail and SMS that still go out as configured (to the outbox by default) and are
 * also kept here, so that the seeding reads the signing codes as the signer would.
 */
function listeningDeps(deps: Deps) {
  const mails: MailMessage[] = [];
  const texts: { to: string; text: string }[] = [];
  const listening: Deps = {
    ...deps,
    mailer: {
      async send(message) {
        mails.push(message);
        await deps.mailer.send(message);
      },
    },
    sms: {
      async send(to, text) {
        texts.push({ to, text });
        await deps.sms.send(to, text);
      },
    },
  };
  return { listening, mails, texts };
}

/**
 * Signs the owner's document alone, through the same steps as the signing pages: a sign session,
 * consent, the identity check, the one-time code(s), then the signature and the seal. Aadhaar
 * e-mohar uses the built-in sandbox; with a real eSign provider configured (which needs a person
 * at its own pages) the owner signs with 2-factor e-sign instead.
 */
async function signAlone(deps: Deps, owner: UserRow, document: EmoharDocumentRow, signer: DemoSigner) {
  const { listening, mails, texts } = listeningDeps(deps);
  const method = deps.esign.verifiesSigner ? '2fa' : 'aadhaar';
  const start = await startOwnerEsign(
    listening,
    owner.id,
    forSelfEsignRequest.parse({
      x_coordinate: 0.55,
      y_coordinate: 0.82,
      page_no: 1,
      method,
      formData: {
        id: document.id,
        aadhar_name: signer.name,
        aadhar_four_digit: signer.idLastDigits,
        email: owner.email,
        dob: signer.birthYear,
        gender: signer.gender,
        contract_name: document.contractName,
        file_name: document.fileName,
      },
    }),
    DEMO_META,
  );
  if (!start.success || !start.url)
    throw new Error(`The demo document could not be signed: ${start.message}`);
  const url = new URL(start.url);
  const open = await openSignSession(
    listening,
    url.pathname.split('/').at(-1) ?? '',
    url.searchParams.get('token') ?? '',
  );
  await giveConsent(listening, open, DEMO_META);
  if (!(await checkIdentity(listening, open, signer.name, signer.idLastDigits, DEMO_META)))
    throw new Error('The demo signer does not match the identity given.');
  await sendCodes(listening, open, DEMO_META);
  const codes = {
    email: codeOf(mails, owner.email),
    mobile: open.signer.mobile ? codeOf(texts, open.signer.mobile) : '',
  };
  if (!(await verifyCodes(listening, open, codes, DEMO_META)))
    throw new Error('The demo signing codes were not accepted.');
  await signDocument(listening, open, DEMO_META);
}

/**
 * A sealed e-mohar document of the owner: a generated one-page letter uploaded and signed alone,
 * so that it is really signed, sealed and verifiable. A second run finds it by its name; one left
 * unsealed by an interrupted run is signed (or sealed) now.
 */
export async function seedSealedDocument(
  deps: Deps,
  owner: UserRow,
  signer: DemoSigner,
): Promise<{ row: EmoharDocumentRow; created: boolean }> {
  let document = await findOwnerDocumentByName(deps.db, owner.id, DOCUMENT_NAME);
  const created = !document;
  if (!document) {
    const pdf = await engagementLetterPdf();
    const uploaded = await uploadDocument(
      deps,
      owner.id,
      {
        file_content: pdf.toString('base64'),
        file_name: 'letter-of-engagement.pdf',
        party: 'single',
        contract_name: DOCUMENT_NAME,
      },
      DEMO_META,
    );
    document = uploaded.row;
  }
  if (!document.sealedAt) {
    if (document.status === 'signing') await finishOwedCompletion(deps, document.id);
    else await signAlone(deps, owner, document, signer);
    document = await findDocumentById(deps.db, document.id);
    if (!document?.sealedAt) throw new Error('The demo document was signed but not sealed.');
  }
  return { row: document, created };
}
