import { esignMessages } from '@lexi/shared/api/emohar-signing';
import { INDIAN_FONTS_STYLESHEET } from '@lexi/shared/indian-scripts';
import { truncateCodePoints } from '@lexi/shared/validation/safe-text';
import type { EmoharDocumentRow } from './emohar-documents.table.ts';
import type { EmoharSignerRow } from './emohar-signers.table.ts';
import { ESIGN_CSS_PATH } from './esign-page-styles.ts';
import { methodLabel } from './signing-labels.ts';

/**
 * The sign-session pages: plain HTML forms in LeXi's look, no script, styles from a same-origin
 * stylesheet (CSP). Who provides the step is said on every page: LeXi's sandbox stands in for a
 * licensed Aadhaar eSign provider, and must never pass for one.
 */
export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

/**
 * - sandbox: Aadhaar e-mohar on LeXi's built-in sandbox eSign provider;
 * - esp: Aadhaar e-mohar through a real eSign Service Provider (only the consent step is LeXi's);
 * - two_factor: LeXi's own 2-factor e-sign.
 */
export type PageProvider = 'sandbox' | 'esp' | 'two_factor';

export const SANDBOX_NOTICE = 'LeXi sandbox eSign provider — for testing, not a real Aadhaar eSign.';

function providerLine(provider: PageProvider | undefined): string {
  switch (provider) {
    case 'sandbox':
      return `<p class="sandbox" role="note"><strong>LeXi sandbox eSign provider</strong> — for testing, not a real Aadhaar eSign. No Aadhaar data leaves LeXi, and the signature is made with LeXi's test certificate.</p>`;
    case 'two_factor':
      return '<p class="provider" role="note"><strong>LeXi 2-factor e-sign</strong> — one-time codes by email and SMS; LeXi seals your signature. It is not an Aadhaar eSign.</p>';
    case 'esp':
      return '<p class="provider" role="note">Your Aadhaar eSign is made by a licensed eSign Service Provider, to which LeXi hands you over.</p>';
    default:
      return '';
  }
}

function layout(title: string, body: string, provider?: PageProvider): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="referrer" content="no-referrer"><meta name="color-scheme" content="light dark">
<title>${escapeHtml(title)} · LeXi e-mohar</title>
<link rel="icon" type="image/svg+xml" href="/favicon.svg">
<link rel="stylesheet" href="${INDIAN_FONTS_STYLESHEET}"><link rel="stylesheet" href="${ESIGN_CSS_PATH}"></head>
<body><header class="top"><span class="brand"><img src="/favicon.svg" alt="" width="28" height="28">LeXi</span><span class="what">e-mohar signing</span></header>
<main><div class="card">${providerLine(provider)}<h1>${escapeHtml(title)}</h1>
${body}
</div></main></body></html>`;
}

export type PageContext = {
  sessionId: string;
  token: string;
  document: EmoharDocumentRow;
  signer: EmoharSignerRow;
  provider: PageProvider;
  /** Where Cancel leads: the owner's document page, or the counter party's signing link page. */
  cancelUrl: string;
};

const action = (ctx: PageContext, step: string) => `/api/e_mohar/esign/session/${ctx.sessionId}/${step}`;
const tokenField = (ctx: PageContext) =>
  `<input type="hidden" name="token" value="${escapeHtml(ctx.token)}">`;
const errorLine = (error?: string) => (error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : '');
/** The step's button, and Cancel back to the document (nothing is signed; the session may be resumed). */
const actions = (ctx: PageContext, label: string) =>
  `<div class="actions"><button type="submit">${escapeHtml(label)}</button><a class="button secondary" href="${escapeHtml(ctx.cancelUrl)}">Cancel</a></div>`;

export function consentPage(ctx: PageContext): string {
  const { document, signer } = ctx;
  return layout(
    'Sign this document',
    `<dl><dt>Document</dt><dd>${escapeHtml(document.contractName)} (${escapeHtml(document.fileName)})</dd>
<dt>Pages</dt><dd>${document.pageCount}</dd>
<dt>SHA-256 of original</dt><dd>${escapeHtml(document.originalSha256)}</dd>
<dt>Signer</dt><dd>${escapeHtml(signer.aadharName)}</dd>
<dt>Method</dt><dd>${escapeHtml(methodLabel(signer.method))}</dd>
<dt>Signature</dt><dd>page ${signer.pageNo}</dd></dl>
<p>By continuing you consent to sign this document electronically. Your name, the last four digits of your ID, your email, IP address and browser are recorded in the document's certificate of completion.</p>
<form method="post" action="${action(ctx, 'consent')}">${tokenField(ctx)}${actions(ctx, 'I consent, continue')}</form>`,
    ctx.provider,
  );
}

/** What the person typed on the identity page, given back to them after a mismatch. */
export type IdentityEntry = { name: string; digits: string };

export function identityPage(ctx: PageContext, error?: string, typed?: IdentityEntry): string {
  return layout(
    'Confirm your identity',
    `${errorLine(error)}<p>Enter your name exactly as on your Aadhaar card and the last four digits of its number.</p>
<form method="post" action="${action(ctx, 'identity')}">${tokenField(ctx)}
<label for="aadhar_name">Name as on Aadhaar</label><input id="aadhar_name" name="aadhar_name" autocomplete="name" maxlength="100" value="${escapeHtml(typed?.name ?? '')}" required>
<label for="aadhar_four_digit">Last four digits</label><input id="aadhar_four_digit" name="aadhar_four_digit" inputmode="numeric" pattern="[0-9]{4}" maxlength="4" value="${escapeHtml(typed?.digits ?? '')}" required>
${actions(ctx, 'Continue')}</form>`,
    ctx.provider,
  );
}

/** The code page. A wrong code is never written back into the page. */
export function codePage(
  ctx: PageContext,
  state: { emailDone: boolean; mobileDone: boolean },
  notice?: string,
  error?: string,
): string {
  const { signer } = ctx;
  const twoFactor = signer.method === '2fa';
  const fields = [
    state.emailDone
      ? '<p class="note">Email code verified.</p>'
      : `<label for="code">Code sent to ${escapeHtml(maskEmail(signer.email))}</label><input id="code" name="code" inputmode="numeric" pattern="[0-9]{6}" maxlength="6" autocomplete="one-time-code" required>`,
    twoFactor
      ? state.mobileDone
        ? '<p class="note">Mobile code verified.</p>'
        : `<label for="mobile_code">Code sent by SMS to ${escapeHtml(maskMobile(signer.mobile ?? ''))}</label><input id="mobile_code" name="mobile_code" inputmode="numeric" pattern="[0-9]{6}" maxlength="6" required>`
      : '',
  ].join('\n');
  return layout(
    'Enter your one-time code',
    `${errorLine(error)}${notice ? `<p class="note">${escapeHtml(notice)}</p>` : ''}
<form method="post" action="${action(ctx, 'code')}">${tokenField(ctx)}
${fields}
${actions(ctx, 'Sign the document')}</form>
<form class="resend" method="post" action="${action(ctx, 'resend')}">${tokenField(ctx)}<p class="note">No code, or it expired?</p><button class="secondary" type="submit">Send a new code</button></form>`,
    ctx.provider,
  );
}

/** Submits the eSign provider form at once; the page's button does the same without script. */
export const ESIGN_AUTOPOST_JS_PATH = '/api/e_mohar/esign/assets/esign-autopost.js';
export const ESIGN_AUTOPOST_JS = `document.getElementById('esign-autopost')?.submit();\n`;

/** The step to a real eSign Service Provider: a form that posts the signed request to the ESP. */
export function espAutopostPage(action: string, fields: Readonly<Record<string, string>>): string {
  const inputs = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('\n');
  return layout(
    'Continue to the eSign provider',
    `<p>Your signature is made by a licensed eSign Service Provider: it asks for your Aadhaar number and sends a one-time code to the mobile number registered with Aadhaar. You then return to LeXi.</p>
<form id="esign-autopost" method="post" action="${escapeHtml(action)}">${inputs}
<div class="actions"><button type="submit">Continue to the eSign provider</button></div></form>
<script src="${ESIGN_AUTOPOST_JS_PATH}"></script>`,
    'esp',
  );
}

export function messagePage(title: string, text: string): string {
  return layout(title, `<p>${escapeHtml(text)}</p><p class="note"><a href="/">Go to LeXi</a></p>`);
}

export function maskEmail(email: string): string {
  const [user = '', domain = ''] = email.split('@');
  return `${truncateCodePoints(user, 2)}${'•'.repeat(Math.max(1, [...user].length - 2))}@${domain}`;
}

export function maskMobile(mobile: string): string {
  return `${'•'.repeat(Math.max(0, mobile.length - 4))}${mobile.slice(-4)}`;
}

export const pageTitles = {
  refused: 'Signing link refused',
  ended: 'Signing session ended',
  notCompleted: 'Signing not completed',
} as const;

export { esignMessages };
