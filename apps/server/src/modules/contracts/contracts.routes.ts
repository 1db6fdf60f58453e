import {
  aiContractCreationPaths,
  aiContractCreationRequestFor,
  aiContractCreationResponse,
  contractIdRequest,
  contractSendForSignatureRequest,
  contractSendForSignatureResponse,
  contractSendShareLinkRequest,
  contractSharedQuery,
  contractSharedResponse,
  contractShareLinkRequest,
  contractShareLinkResponse,
  deleteContractRequest,
  docxToHtmlRequest,
  docxToHtmlResponse,
  saveContractRequest,
  showContractResponse,
  uploadContractPdfRequest,
} from '@lexi/shared/api/contracts';
import type { Jurisdiction } from '@lexi/shared/countries';
import { messages } from '@lexi/shared/messages';
import { singleLineText, truncateCodePoints } from '@lexi/shared/validation/safe-text';
import type { FastifyRequest } from 'fastify';
import { type FastifyPluginAsyncZod, hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { PDF_JSON_BODY_LIMIT } from '../../lib/http/body-limits.ts';
import { principalOf } from '../../plugins/auth.ts';
import type { RequestMeta } from '../emohar/audit-log.ts';
import { ownedContract } from './contract-access.ts';
import { toContractRecord } from './contract-dict.ts';
import { contractDocx } from './contract-docx-file.ts';
import { renderContractPdf } from './contract-pdf.ts';
import { assertJurisdiction, createContract } from './create-contract.ts';
import { deleteContract } from './delete-contract.ts';
import { docxToHtml } from './docx-to-html.ts';
import { makeDraftEditable } from './make-draft-editable.ts';
import { openSharedContract } from './open-shared-contract.ts';
import { saveContract } from './save-contract.ts';
import { pdfFileName, sendContractForSignature } from './send-contract-for-signature.ts';
import { sendContractShareLink } from './send-contract-share-link.ts';
import { shareContractLink } from './share-contract-link.ts';
import { showContract } from './show-contract.ts';
import { uploadContractPdf } from './upload-contract-pdf.ts';

const d = messages.draft;
const tags = ['contracts'];
const security = [{ bearer: [] }];
const success = z.object({ success: z.literal(true), message: z.string() });
const contractResponse = success.extend({
  contract: showContractResponse.omit({
    docx_url: true,
    success: true,
    message: true,
    emohar_id: true,
    signed_at: true,
    has_signature: true,
  }),
});

/**
 * The draft form's field errors keyed by the form's own names (`name1`, `bemail2`, `start_date`),
 * so that the browser puts each beside its input; the toast is the spec's 'fix all errors'.
 */
function draftValidationError(error: unknown): AppError {
  const fields: Record<string, string> = {};
  if (hasZodFastifySchemaValidationErrors(error)) {
    for (const issue of error.validation) {
      const parts = issue.instancePath.split('/').filter(Boolean);
      const name =
        parts.length > 1 && (parts[0] === 'formData' || parts[0] === 'contractData')
          ? parts.slice(1).join('.')
          : parts.join('.') || 'body';
      fields[name] ??= issue.message ?? messages.common.invalidRequest;
    }
  }
  return new AppError('request.invalid', 400, d.fixErrorsBeforeSaving, { fields });
}

const meta = (request: FastifyRequest): RequestMeta => ({
  ip: request.ip ?? null,
  userAgent: request.headers['user-agent'] ?? null,
});

/** A client may send Idempotency-Key so that a retried creation never costs a second credit. */
function requestIdOf(request: FastifyRequest): string | undefined {
  const value = request.headers['idempotency-key'];
  return typeof value === 'string' && value.trim() !== '' ? truncateCodePoints(value.trim(), 200) : undefined;
}

export const contractsRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const jurisdictionNames: Record<Jurisdiction, string> = {
    india: 'India',
    us: 'the USA',
    uk: 'the UK and every other country',
  };
  for (const [jurisdiction, path] of Object.entries(aiContractCreationPaths) as [Jurisdiction, string][]) {
    app.post(
      path.replace(/^\/api/, ''),
      {
        onRequest: app.requireUser,
        attachValidation: true,
        schema: {
          tags,
          security,
          summary: `Draft a contract for ${jurisdictionNames[jurisdiction]} (one AI credit when is_credit)`,
          body: aiContractCreationRequestFor(jurisdiction),
          response: { 200: aiContractCreationResponse },
        },
      },
      async (request) => {
        if (request.validationError) {
          // A form of another country on the wrong path: say which path first, not its field errors.
          await assertJurisdiction(deps, principalOf(request).userId, jurisdiction);
          throw draftValidationError(request.validationError);
        }
        const outcome = await createContract(deps, principalOf(request).userId, jurisdiction, request.body, {
          requestId: requestIdOf(request),
        });
        if (!outcome.ok) return { response_status: false as const, message: d.own.noCredits };
        const { row, drafted } = outcome;
        return {
          response_status: true as const,
          contract: row.htmlContent,
          contract_text: row.contractText,
          title: row.title,
          is_resolutions: row.isResolutions,
          party1: row.party1,
          party2: row.party2,
          message: d.created,
          refined: drafted.refined,
          id: row.id,
          expiry_date: row.expiryDate,
        };
      },
    );
  }

  app.post(
    '/show_contract',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'One of my contracts, with the address of its DOCX',
        body: contractIdRequest,
        response: { 200: showContractResponse },
      },
    },
    async (request) => ({
      success: true as const,
      message: d.own.contractLoaded,
      ...(await showContract(deps, principalOf(request).userId, request.body.id)),
    }),
  );

  app.get(
    '/contracts/docx',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'The DOCX of one of my contracts, as last saved (a download)',
        querystring: z.object({ id: singleLineText().trim().max(100).default('') }),
      },
    },
    async (request, reply) => {
      const row = await ownedContract(deps.db, principalOf(request).userId, request.query.id);
      const bytes = await contractDocx(deps, row);
      const name = `${row.title.replace(/[^\w .-]+/g, '').trim() || 'Contract'}.docx`;
      reply.header('content-type', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document');
      reply.header('content-disposition', `attachment; filename="${name}"`);
      reply.header('cache-control', 'private, no-store');
      return reply.send(bytes);
    },
  );

  app.get(
    '/contracts/pdf',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'A clean A4 PDF of one of my contracts, as last saved (a download)',
        querystring: z.object({ id: singleLineText().trim().max(100).default('') }),
      },
    },
    async (request, reply) => {
      const row = await ownedContract(deps.db, principalOf(request).userId, request.query.id);
      const bytes = await renderContractPdf(row.htmlContent, row.title);
      reply.header('content-type', 'application/pdf');
      reply.header('content-disposition', `attachment; filename="${pdfFileName(row.title)}"`);
      reply.header('cache-control', 'private, no-store');
      return reply.send(bytes);
    },
  );

  app.post(
    '/contracts/send_for_signature',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary:
          'Send my contract for signature: an e-mohar multi-party document of its PDF and the counter party’s link',
        body: contractSendForSignatureRequest,
        response: { 200: contractSendForSignatureResponse },
      },
    },
    async (request) => {
      const sent = await sendContractForSignature(
        deps,
        principalOf(request).userId,
        request.body,
        meta(request),
      );
      return {
        success: true as const,
        emohar_id: sent.emoharId,
        share_url: sent.shareUrl,
        signing: { kind: 'sign_now' as const, method: sent.signatureMethod },
        message: sent.mailed ? d.own.sentForSignatureMailed : d.own.sentForSignature,
      };
    },
  );

  app.post(
    '/get_docx_to_html',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary:
          "HTML of one of my contracts' DOCX (only docx_url values of this server; nothing is fetched)",
        body: docxToHtmlRequest,
        response: { 200: docxToHtmlResponse },
      },
    },
    async (request) => ({
      success: true as const,
      message: d.own.docxConverted,
      html_content: await docxToHtml(deps, principalOf(request).userId, request.body.url),
    }),
  );

  app.post(
    '/make_lexi_draft_editable',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'Open a draft for editing again',
        body: contractIdRequest,
        response: { 200: contractResponse },
      },
    },
    async (request) => {
      const row = await makeDraftEditable(deps, principalOf(request).userId, request.body.id);
      return { success: true as const, message: d.nowEditable, contract: toContractRecord(row) };
    },
  );

  app.post(
    '/delete_contract',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'Delete one of my drafts (its share links stop working)',
        body: deleteContractRequest,
        response: { 200: success },
      },
    },
    async (request) => {
      await deleteContract(deps, principalOf(request).userId, request.body.id);
      return { success: true as const, message: d.deleted };
    },
  );

  app.post(
    '/contracts/save',
    {
      onRequest: app.requireUser,
      bodyLimit: 8 * 1024 * 1024,
      schema: {
        tags,
        security,
        summary: 'Save the edited contract (HTML kept to the editor tags, text, form data)',
        body: saveContractRequest,
        response: { 200: contractResponse },
      },
    },
    async (request) => {
      const row = await saveContract(deps.db, principalOf(request).userId, request.body);
      return { success: true as const, message: d.saved, contract: toContractRecord(row) };
    },
  );

  app.post(
    '/upload_pdf_to_ai_contract',
    {
      onRequest: app.requireUser,
      bodyLimit: PDF_JSON_BODY_LIMIT,
      schema: {
        tags,
        security,
        summary: 'Save the translated contract as a PDF (A4, rendered in the browser), or its HTML',
        body: uploadContractPdfRequest,
        response: { 200: success },
      },
    },
    async (request) => {
      await uploadContractPdf(deps, principalOf(request).userId, request.body);
      return { success: true as const, message: d.pdfSaved };
    },
  );

  app.post(
    '/contracts/share_link',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary:
          'A link through which the counter party reads (and, with a signature method, signs) my contract',
        body: contractShareLinkRequest,
        response: { 200: contractShareLinkResponse },
      },
    },
    async (request) => {
      const link = await shareContractLink(deps, principalOf(request).userId, request.body);
      return {
        success: true as const,
        message: d.own.linkCreated,
        url: link.url,
        token: link.token,
        expires_at: link.expiresAt.toISOString(),
      };
    },
  );

  app.post(
    '/contracts/send_share_link',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'Email a live share link of my contract to the counter party',
        body: contractSendShareLinkRequest,
        response: { 200: success },
      },
    },
    async (request) => {
      await sendContractShareLink(deps, principalOf(request).userId, request.body);
      return { success: true as const, message: d.linkSent };
    },
  );

  app.get(
    '/contracts/shared',
    {
      schema: {
        tags,
        summary: 'A shared contract, for the holder of a live share link (no account)',
        querystring: contractSharedQuery,
        response: { 200: contractSharedResponse },
      },
    },
    async (request, reply) => {
      const contract = await openSharedContract(deps, request.query);
      // The link's token is in the URL: keep the answer out of shared caches and browser history.
      reply.header('cache-control', 'no-store');
      reply.header('referrer-policy', 'no-referrer');
      return { success: true as const, contract };
    },
  );
};
