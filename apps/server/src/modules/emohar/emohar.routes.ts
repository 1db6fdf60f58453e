import {
  emoharAddDetailsRequest,
  emoharAddDetailsResponse,
  emoharAuditQuery,
  emoharAuditResponse,
  emoharDiscardRequest,
  emoharDiscardResponse,
  emoharIdRequest,
  emoharRecordResponse,
  emoharRevokeShareLinkRequest,
  emoharRevokeShareLinkResponse,
  emoharSelfDetailsRequest,
  emoharSendShareLinkRequest,
  emoharSendShareLinkResponse,
  emoharShareDraftLinkRequest,
  emoharShareDraftLinkResponse,
  emoharSharedQuery,
  emoharSharedResponse,
  emoharUploadRequest,
} from '@lexi/shared/api/emohar';
import { messages } from '@lexi/shared/messages';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { PDF_JSON_BODY_LIMIT } from '../../lib/http/body-limits.ts';
import { principalOf } from '../../plugins/auth.ts';
import { addDetails } from './add-details.ts';
import type { RequestMeta } from './audit-log.ts';
import { auditTrail } from './audit-trail.ts';
import { discardDocument } from './discard-document.ts';
import type { EmoharDocumentRow } from './emohar-documents.table.ts';
import { getDocument } from './get-document.ts';
import { openSharedDocument } from './open-shared-document.ts';
import { currentPdf, signingSummary, toRecordDict } from './record-dict.ts';
import { revokeShareLinks } from './revoke-share-links.ts';
import { sendShareLink } from './send-share-link.ts';
import { shareDraftLink } from './share-draft-link.ts';
import { uploadDocument } from './upload-document.ts';

const m = messages.emohar;
const tags = ['e-mohar'];
const security = [{ bearer: [] }];
// Owner routes authenticate in onRequest, before the body is read: an anonymous caller gets 401
// without making the server parse up to 28 MB of JSON first.

const meta = (request: FastifyRequest): RequestMeta => ({
  ip: request.ip ?? null,
  userAgent: request.headers['user-agent'] ?? null,
});

export const emoharRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  /** Links are built on PUBLIC_URL (default http://localhost:PORT), never on a request's Host header. */
  const linkMeta = (request: FastifyRequest) => ({ ...meta(request), baseUrl: deps.config.publicUrl });

  app.post(
    '/e_mohar/upload',
    {
      onRequest: app.requireUser,
      bodyLimit: PDF_JSON_BODY_LIMIT,
      schema: {
        tags,
        security,
        summary: 'Upload a PDF to sign (base64, at most 20 MB), single or multi party',
        body: emoharUploadRequest,
        response: { 200: emoharRecordResponse },
      },
    },
    async (request) => {
      const { row, pdf } = await uploadDocument(
        deps,
        principalOf(request).userId,
        request.body,
        meta(request),
      );
      return {
        success: true as const,
        message: messages.analysis.uploaded,
        record_dict: toRecordDict(row, pdf, await signingSummary(deps, row)),
      };
    },
  );

  for (const [path, summary] of [
    [
      '/e_mohar/get_single_user_emohar',
      'One of my documents (or one I signed as its counter party), with its current PDF',
    ],
    ['/e_mohar/get_latest_emohar_multi_party', 'The latest state of one of my multi-party documents'],
  ] as const) {
    app.post(
      path,
      {
        onRequest: app.requireUser,
        schema: { tags, security, summary, body: emoharIdRequest, response: { 200: emoharRecordResponse } },
      },
      async (request) => ({
        success: true as const,
        message: m.own.documentLoaded,
        record_dict: await getDocument(deps, principalOf(request).userId, request.body.id),
      }),
    );
  }

  const detailsAnswer = async (row: EmoharDocumentRow, pdf: Buffer | null, message: string) => ({
    success: true as const,
    response_status: true as const,
    message,
    record_dict: toRecordDict(row, pdf ?? (await currentPdf(deps, row)), await signingSummary(deps, row)),
  });

  app.post(
    '/e_mohar/add_details',
    {
      onRequest: app.requireUser,
      bodyLimit: PDF_JSON_BODY_LIMIT,
      schema: {
        tags,
        security,
        summary: 'Counter party name, contract type and expiry date: the document becomes multi party',
        body: emoharAddDetailsRequest,
        response: { 200: emoharAddDetailsResponse },
      },
    },
    async (request) => {
      const { row, pdf } = await addDetails(
        deps,
        principalOf(request).userId,
        { ...request.body, party: 'multi' },
        meta(request),
      );
      return detailsAnswer(row, pdf, m.detailsAdded);
    },
  );

  app.post(
    '/e_mohar/for_self_add_details',
    {
      onRequest: app.requireUser,
      bodyLimit: PDF_JSON_BODY_LIMIT,
      schema: {
        tags,
        security,
        summary: 'Contract type and expiry date of a document I sign alone (counterpartyName is ignored)',
        body: emoharSelfDetailsRequest,
        response: { 200: emoharAddDetailsResponse },
      },
    },
    async (request) => {
      const { row, pdf } = await addDetails(
        deps,
        principalOf(request).userId,
        { ...request.body, party: 'single', counterpartyName: null },
        meta(request),
      );
      return detailsAnswer(row, pdf, m.own.selfDetailsAdded);
    },
  );

  app.post(
    '/e_mohar/share_draft_link',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'Create a link through which the counter party opens the document (multi party)',
        body: emoharShareDraftLinkRequest,
        response: { 200: emoharShareDraftLinkResponse },
      },
    },
    async (request) => {
      const result = await shareDraftLink(deps, principalOf(request).userId, request.body, linkMeta(request));
      return {
        success: true as const,
        message: m.own.linkCreated,
        token: result.token,
        url: result.url,
        expires_at: result.expiresAt.toISOString(),
      };
    },
  );

  app.post(
    '/e_mohar/send_share_link_to_counter_party',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'Email a live share link of my document to the counter party',
        body: emoharSendShareLinkRequest,
        response: { 200: emoharSendShareLinkResponse },
      },
    },
    async (request) => {
      await sendShareLink(deps, principalOf(request).userId, request.body, linkMeta(request));
      return { success: true as const, response_status: true as const, message: messages.draft.linkSent };
    },
  );

  app.post(
    '/e_mohar/revoke_share_link',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'Withdraw every live share link of my document',
        body: emoharRevokeShareLinkRequest,
        response: { 200: emoharRevokeShareLinkResponse },
      },
    },
    async (request) => {
      const revoked = await revokeShareLinks(
        deps,
        principalOf(request).userId,
        request.body.id,
        meta(request),
      );
      return { success: true as const, message: m.own.linksRevoked, revoked };
    },
  );

  for (const [path, summary] of [
    ['/e_mohar/delete_e_mohar_single', 'Discard a single-party document'],
    ['/e_mohar/delete_file', 'Discard a multi-party document'],
  ] as const) {
    app.post(
      path,
      {
        onRequest: app.requireUser,
        schema: {
          tags,
          security,
          summary,
          body: emoharDiscardRequest,
          response: { 200: emoharDiscardResponse },
        },
      },
      async (request) => {
        await discardDocument(deps, principalOf(request).userId, request.body.id, meta(request));
        return { success: true as const, response_status: true as const, message: m.own.discarded };
      },
    );
  }

  app.get(
    '/e_mohar/shared',
    {
      schema: {
        tags,
        summary: 'A shared document, for the holder of a live share link (no account)',
        querystring: emoharSharedQuery,
        response: { 200: emoharSharedResponse },
      },
    },
    async (request, reply) => {
      const record = await openSharedDocument(deps, request.query.id, request.query.token, meta(request));
      // The link's token is in the URL: keep the answer out of shared caches and browser history.
      reply.header('cache-control', 'no-store');
      reply.header('referrer-policy', 'no-referrer');
      return { success: true as const, record_dict: record };
    },
  );

  app.get(
    '/e_mohar/audit',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary:
          'The audit trail of my document (or one I signed as its counter party), its hash chain checked',
        querystring: emoharAuditQuery,
        response: { 200: emoharAuditResponse },
      },
    },
    async (request) => {
      const trail = await auditTrail(deps, principalOf(request).userId, request.query.id);
      return {
        success: true as const,
        message: m.own.auditLoaded,
        chain_valid: trail.chainValid,
        events: trail.events,
      };
    },
  );
};
