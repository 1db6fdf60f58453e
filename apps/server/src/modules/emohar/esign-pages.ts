import { esignMessages } from '@lexi/shared/api/emohar-signing';
import { INDIAN_FONT_STACK, INDIAN_FONTS_STYLESHEET } from '@lexi/shared/indian-scripts';
import type { EmoharDocumentRow } from './emohar-documents.table.ts';
import type { EmoharSignerRow } from './emohar-signers.table.ts';
import { methodLabel } from './signing-labels.ts';

/** The sign-session pages: plain HTML forms, no script, styles from a same-origin stylesheet (CSP). */
export const ESIGN_CSS_PATH = '/api/e_mohar/esign/assets/esign.css';

export const ESIGN_CSS = `body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,${INDIAN_FONT_STACK},sans-serif;background:#f6f7fb;color:#1f2330;margin:0}
main{max-width:34rem;margin:2rem auto;background:#fff;border-radius:12px;padding:1.5rem 1.75rem;box-shadow:0 1px 4px #0002}
h1{font-size:1.35rem;color:#2b2f7a;margin-top:0}dl{display:grid;grid-template-columns:max-content 1fr;gap:.35rem 1rem}
dt{font-weight:600}dd{margin:0;overflow-wrap:anywhere}label{display:block;margin:.9rem 0 .3rem;font-weight:600}
input{width:100%;box-sizing:border-box;padding:.6rem;border:1px solid #b8bccb;border-radius:8px;font-size:1rem}
button{margin-top:1.2rem;background:#2b2f7a;color:#fff;border:0;border-radius:8px;padding:.7rem 1.2rem;font-size:1rem;cursor:pointer}
button.secondary{background:#fff;color:#2b2f7a;border:1px solid #2b2f7a}.error{color:#a61b1b;font-weight:600}
.note{color:#555;font-size:.92rem}@media (prefers-color-scheme:dark){body{background:#14151c;color:#e6e7ee}main{background:#1f2130}h1{color:#aab0ff}.note{color:#b4b6c4}}`;

export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="referrer" content="no-referrer"><title>${escapeHtml(title)} · LeXi e-mohar</title>
<link rel="stylesheet" href="${INDIAN_FONTS_STYLESHEET}"><link rel="stylesheet" href="${ESIGN_CSS_PATH}"></head>
<body><main><h1>${escapeHtml(title)}</h1>
${body}
</main></body></html>`;
}

export type PageContext = {
  sessionId: string;
  token: string;
  document: EmoharDocumentRow;
  signer: EmoharSignerRow;
};

const action = (ctx: PageContext, step: string) => `/api/e_mohar/esign/session/${ctx.sessionId}/${step}`;
const tokenField = (ctx: PageContext) =>
  `<input type="hidden" name="token" value="${escapeHtml(ctx.token)}">`;
const errorLine = (error?: string) => (error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : '');

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
<form method="post" action="${action(ctx, 'consent')}">${tokenField(ctx)}<button type="submit">I consent, continue</button></form>`,
  );
}

export function identityPage(ctx: PageContext, error?: string): string {
  return layout(
    'Confirm your identity',
    `${errorLine(error)}<p>Enter your name exactly as on your Aadhaar card and the last four digits of its number.</p>
<form method="post" action="${action(ctx, 'identity')}">${tokenField(ctx)}
<label for="aadhar_name">Name as on Aadhaar</label><input id="aadhar_name" name="aadhar_name" autocomplete="name" required>
<label for="aadhar_four_digit">Last four digits</label><input id="aadhar_four_digit" name="aadhar_four_digit" inputmode="numeric" pattern="[0-9]{4}" maxlength="4" required>
<button type="submit">Continue</button></form>`,
  );
}

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
<button type="submit">Sign the document</button></form>
<form method="post" action="${action(ctx, 'resend')}">${tokenField(ctx)}<button class="secondary" type="submit">Send a new code</button></form>`,
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
<button type="submit">Continue to the eSign provider</button></form>
<script src="${ESIGN_AUTOPOST_JS_PATH}"></script>`,
  );
}

export function messagePage(title: string, text: string): string {
  return layout(title, `<p>${escapeHtml(text)}</p><p class="note"><a href="/dashboard">Go to LeXi</a></p>`);
}

export function maskEmail(email: string): string {
  const [user = '', domain = ''] = email.split('@');
  return `${user.slice(0, 2)}${'•'.repeat(Math.max(1, user.length - 2))}@${domain}`;
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
