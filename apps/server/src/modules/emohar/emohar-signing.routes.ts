import {
  emoharDownloadQuery,
  emoharSharedDownloadQuery,
  emoharVerifyRequest,
  emoharVerifyResponse,
  esignMessages,
  esignStartResponse,
  forSelfEsignRequest,
  submitEsignRequest,
} from '@lexi/shared/api/emohar-signing';
import { multiLineText, singleLineText } from '@lexi/shared/validation/safe-text';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { PDF_JSON_BODY_LIMIT } from '../../lib/http/body-limits.ts';
import { principalOf } from '../../plugins/auth.ts';
import type { RequestMeta } from './audit-log.ts';
import { contentDisposition, downloadDocument, downloadSharedDocument } from './download-document.ts';
import { ESIGN_CSS } from './esign-page-styles.ts';
import {
  codePage,
  consentPage,
  ESIGN_AUTOPOST_JS,
  espAutopostPage,
  identityPage,
  messagePage,
  type PageContext,
  type PageProvider,
  pageTitles,
} from './esign-pages.ts';
import { beginEspSigning, completeEspSigning } from './esp-signing.ts';
import { signDocument } from './sign-document.ts';
import {
  checkIdentity,
  documentPageUrl,
  giveConsent,
  markViewed,
  type OpenSession,
  openSignSession,
  returnUrl,
  sendCodes,
  verifyCodes,
} from './sign-session.ts';
import { startCounterPartyEsign, startOwnerEsign } from './start-esign.ts';
import { verifyDocument } from './verify-document.ts';

const tags = ['e-mohar signing'];
const security = [{ bearer: [] }];

const meta = (request: FastifyRequest): RequestMeta => ({
  ip: request.ip ?? null,
  userAgent: request.headers['user-agent'] ?? null,
});

const sessionParams = z.object({ sessionId: singleLineText().max(100) });
/** Form posts of the session pages: every field a string, checked by the service, never a JSON error. */
const formField = singleLineText().max(500).default('');
const sessionForm = z.object({
  token: formField,
  aadhar_name: formField,
  aadhar_four_digit: formField,
  code: formField,
  mobile_code: formField,
});
const sessionQuery = z.object({ token: singleLineText().max(500).default('') });

/**
 * A sign-session page. `formActionTo`: the ESP's page is the one place a LeXi form may post to
 * another origin, and the policy allows that origin there only.
 */
function html(reply: FastifyReply, body: string, status = 200, formActionTo?: string) {
  reply.pagePolicy();
  if (formActionTo) {
    const policy = String(reply.getHeader('content-security-policy'));
    const origin = new URL(formActionTo).origin;
    reply.header(
      'content-security-policy',
      policy.replace(/form-action ([^;]*)/, `form-action $1 ${origin}`),
    );
  }
  // The session token is in the URL: keep the page out of caches and out of Referer headers.
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .send(body);
}

function refusedPage(reply: FastifyReply, error: unknown, title?: string) {
  if (!(error instanceof AppError)) throw error;
  const heading = title ?? (error.status === 410 ? pageTitles.ended : pageTitles.refused);
  return html(reply, messagePage(heading, error.message), error.status);
}

const codeState = (open: OpenSession) => ({
  emailDone: !!open.session.emailVerifiedAt,
  mobileDone: !!open.session.mobileVerifiedAt,
});

export const emoharSigningRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  if (deps.esign.verifiesSigner && !deps.config.esp?.espCert) {
    app.log.warn(
      "ESP_CERT is not set: the eSign provider's answers are accepted without checking their XML signature. Set ESP_CERT to the ESP's certificate in production.",
    );
  }
  /** Aadhaar with a real ESP: after consent, the ESP checks the signer instead of LeXi's pages. */
  const viaEsp = (open: OpenSession) => open.signer.method === 'aadhaar' && deps.esign.verifiesSigner;
  const providerOf = (open: OpenSession): PageProvider =>
    open.signer.method === '2fa' ? 'two_factor' : viaEsp(open) ? 'esp' : 'sandbox';

  const pageContext = (open: OpenSession, token: string): PageContext => ({
    sessionId: open.session.id,
    token,
    document: open.document,
    signer: open.signer,
    provider: providerOf(open),
    cancelUrl: documentPageUrl(deps, open),
  });

  // The session pages post plain HTML forms (no script may run on them).
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 64 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  app.post(
    '/e_mohar/for_self_esign',
    {
      onRequest: app.requireUser,
      bodyLimit: PDF_JSON_BODY_LIMIT,
      schema: {
        tags,
        security,
        summary: "The owner's signature: creates the sign session (or answers no_plan)",
        body: forSelfEsignRequest,
        response: { 200: esignStartResponse },
      },
    },
    async (request) => startOwnerEsign(deps, principalOf(request).userId, request.body, meta(request)),
  );

  app.post(
    '/e_mohar/submit',
    {
      bodyLimit: PDF_JSON_BODY_LIMIT,
      schema: {
        tags,
        summary: "The counter party's signature, authorised by the share link's token (no account)",
        body: submitEsignRequest,
        response: { 200: esignStartResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return startCounterPartyEsign(deps, request.body, meta(request));
    },
  );

  app.get('/e_mohar/esign/assets/esign.css', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/css; charset=utf-8').header('cache-control', 'public, max-age=3600').send(ESIGN_CSS),
  );

  app.get('/e_mohar/esign/assets/esign-autopost.js', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(ESIGN_AUTOPOST_JS),
  );

  app.get(
    '/e_mohar/esign/session/:sessionId',
    {
      schema: { tags, summary: 'Sign session page (HTML)', params: sessionParams, querystring: sessionQuery },
    },
    async (request, reply) => {
      const { token } = request.query;
      let open: OpenSession;
      try {
        open = await openSignSession(deps, request.params.sessionId, token);
      } catch (error) {
        return refusedPage(reply, error);
      }
      await markViewed(deps, open);
      const ctx = pageContext(open, token);
      switch (open.session.state) {
        case 'consent':
          return html(reply, consentPage(ctx));
        case 'consented': {
          if (!viaEsp(open)) return html(reply, identityPage(ctx));
          let step: Awaited<ReturnType<typeof beginEspSigning>>;
          try {
            step = await beginEspSigning(deps, open, meta(request));
          } catch (error) {
            return refusedPage(reply, error);
          }
          if (step.kind === 'redirect')
            return reply.header('cache-control', 'no-store').redirect(step.url, 303);
          if (step.kind !== 'autopost')
            throw new Error('An eSign provider that checks the signer cannot sign at once.');
          return html(reply, espAutopostPage(step.action, step.fields), 200, step.action);
        }
        default:
          return html(reply, codePage(ctx, codeState(open)));
      }
    },
  );

  const sessionPost = (
    step: string,
    handle: (
      open: OpenSession,
      form: z.output<typeof sessionForm>,
      request: FastifyRequest,
      reply: FastifyReply,
    ) => Promise<unknown>,
  ) =>
    app.post(
      `/e_mohar/esign/session/:sessionId/${step}`,
      {
        schema: {
          tags,
          summary: `Sign session: ${step} (HTML form)`,
          params: sessionParams,
          body: sessionForm,
        },
      },
      async (request, reply) => {
        const form = request.body;
        try {
          const open = await openSignSession(deps, request.params.sessionId, form.token);
          return await handle(open, form, request, reply);
        } catch (error) {
          return refusedPage(reply, error);
        }
      },
    );

  const backToPage = (reply: FastifyReply, open: OpenSession, token: string) =>
    reply.redirect(`/api/e_mohar/esign/session/${open.session.id}?token=${encodeURIComponent(token)}`, 303);

  sessionPost('consent', async (open, form, request, reply) => {
    await giveConsent(deps, open, meta(request));
    return backToPage(reply, open, form.token);
  });

  sessionPost('identity', async (open, form, request, reply) => {
    if (open.session.state !== 'consented' || viaEsp(open)) return backToPage(reply, open, form.token);
    const ctx = pageContext(open, form.token);
    const ok = await checkIdentity(deps, open, form.aadhar_name, form.aadhar_four_digit, meta(request));
    if (!ok) {
      // The person's entries come back with the error, so that they correct them rather than start over.
      const typed = { name: form.aadhar_name, digits: form.aadhar_four_digit };
      return html(reply, identityPage(ctx, esignMessages.identityMismatch, typed), 400);
    }
    try {
      await sendCodes(deps, open, meta(request));
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      return html(reply, codePage(ctx, codeState(open), undefined, error.message), error.status);
    }
    return html(reply, codePage(ctx, codeState(open), esignMessages.codeSent));
  });

  sessionPost('resend', async (open, form, request, reply) => {
    if (open.session.state !== 'code_sent' && open.session.state !== 'identity_checked') {
      return backToPage(reply, open, form.token);
    }
    const ctx = pageContext(open, form.token);
    try {
      await sendCodes(deps, open, meta(request));
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      return html(reply, codePage(ctx, codeState(open), undefined, error.message), error.status);
    }
    return html(reply, codePage(ctx, codeState(open), esignMessages.codeSent));
  });

  sessionPost('code', async (open, form, request, reply) => {
    if (open.session.state !== 'code_sent') return backToPage(reply, open, form.token);
    const done = await verifyCodes(deps, open, { email: form.code, mobile: form.mobile_code }, meta(request));
    if (!done) {
      return html(
        reply,
        codePage(pageContext(open, form.token), codeState(open), undefined, esignMessages.codeWrong),
        400,
      );
    }
    await signDocument(deps, open, meta(request));
    return reply.redirect(returnUrl(deps, open), 303);
  });

  app.post(
    '/e_mohar/esign/callback',
    {
      // The answer carries a PKCS#7 with its certificate chain and the ESP's XML signature.
      bodyLimit: 512 * 1024,
      schema: {
        tags,
        summary:
          "The eSign Service Provider's answer (form field eSignResponse, CCA eSign API 2.1 EsignResp)",
        body: z.record(singleLineText(), multiLineText()),
      },
    },
    async (request, reply) => {
      try {
        const next = await completeEspSigning(deps, request.body, meta(request));
        return reply.header('cache-control', 'no-store').redirect(next, 303);
      } catch (error) {
        if (error instanceof AppError) {
          request.log.warn({ code: error.code }, 'eSign answer refused');
        }
        return refusedPage(reply, error, pageTitles.notCompleted);
      }
    },
  );

  app.get(
    '/e_mohar/download',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'My document, or one I signed as its counter party, as a PDF (the sealed file once signed)',
        querystring: emoharDownloadQuery,
      },
    },
    async (request, reply) => {
      const file = await downloadDocument(deps, principalOf(request).userId, request.query.id);
      return reply
        .type('application/pdf')
        .header('content-disposition', contentDisposition(file.fileName))
        .header('cache-control', 'no-store')
        .send(file.pdf);
    },
  );

  app.get(
    '/e_mohar/shared_download',
    {
      schema: {
        tags,
        summary: 'The shared document as a PDF, for the holder of a live or used share link',
        querystring: emoharSharedDownloadQuery,
      },
    },
    async (request, reply) => {
      const file = await downloadSharedDocument(deps, request.query.id, request.query.token);
      return reply
        .type('application/pdf')
        .header('content-disposition', contentDisposition(file.fileName))
        .header('cache-control', 'no-store')
        .header('referrer-policy', 'no-referrer')
        .send(file.pdf);
    },
  );

  app.post(
    '/e_mohar/verify',
    {
      // The sealed file is the upload (at most 20 MB) plus signatures and the certificate pages.
      bodyLimit: PDF_JSON_BODY_LIMIT + 4 * 1024 * 1024,
      schema: {
        tags,
        summary: 'Is this file the one LeXi sealed? (public)',
        body: emoharVerifyRequest,
        response: { 200: emoharVerifyResponse },
      },
    },
    async (request) => verifyDocument(deps, request.body.id, request.body.file_content),
  );
};
