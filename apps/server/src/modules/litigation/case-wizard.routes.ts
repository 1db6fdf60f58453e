import multipart from '@fastify/multipart';
import type { ExtractionItem } from '@lexi/shared/api/case-wizard';
import {
  createCaseRequest,
  createCaseResponse,
  extractCaseDetailsFields,
  extractCaseDetailsManualRequest,
  extractCaseDetailsResponse,
  extractCaseStructuredRequest,
  extractCaseStructuredResponse,
} from '@lexi/shared/api/case-wizard';
import { messages } from '@lexi/shared/messages';
import {
  CASE_FACTS_MAX_CHARS,
  CASE_FILE_MAX_BYTES,
  CASE_FILES_MAX,
  PRODUCT_NAME,
} from '@lexi/shared/workspace-constants';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { readMultipartForm } from '../../lib/http/uploaded-files.ts';
import { principalOf } from '../../plugins/auth.ts';
import { viewerOf } from '../workspaces/workspace-access.ts';
import { caseWizardErrors } from './case-wizard.errors.ts';
import { createCaseWithLexi } from './create-case-lexi.ts';
import { extractCaseDetails, extractCaseDetailsManual } from './extract-case-details.ts';
import { structureCaseFacts } from './structure-case-facts.ts';

const l = messages.litigation;
const tags = ['litigation'];
const security = [{ bearer: [] }];

const extracted = (item: ExtractionItem) => ({
  success: true as const,
  result: [item],
  results: [item],
  message: l.own.caseDetailsExtracted,
});

/** The case details wizard's calls (spec part 2 §7), under /api/litigation/. */
export const caseWizardRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const { db } = deps;
  // Files one more than allowed reach the reader, which refuses the extra one before reading it.
  await app.register(multipart, {
    limits: {
      fileSize: CASE_FILE_MAX_BYTES,
      files: CASE_FILES_MAX + 1,
      fields: 10,
      fieldSize: CASE_FACTS_MAX_CHARS * 4,
    },
  });
  const viewer = (request: FastifyRequest) => viewerOf(db, principalOf(request).userId);
  const auth = { onRequest: app.requireUser };
  const doc = (summary: string) => ({ tags, security, summary });

  app.post(
    '/litigation/extract-case-details/',
    {
      ...auth,
      bodyLimit: (CASE_FILES_MAX + 1) * CASE_FILE_MAX_BYTES + 1024 * 1024,
      schema: {
        ...doc(
          'The facts of up to 10 case PDFs (multipart: repeated `file`, `file_count`, `workspace_id`, optional `manual_facts`); the files are kept with the workspace',
        ),
        consumes: ['multipart/form-data'],
        response: { 200: extractCaseDetailsResponse },
      },
    },
    async (request) => {
      const form = await readMultipartForm(request, {
        fileField: 'file',
        maxFiles: CASE_FILES_MAX,
        errors: {
          tooMany: caseWizardErrors.tooManyFiles,
          tooLarge: caseWizardErrors.fileTooLarge,
          notMultipart: caseWizardErrors.factsOrFilesRequired,
        },
      });
      const parsed = extractCaseDetailsFields.safeParse(form.fields);
      if (!parsed.success) {
        throw new AppError(
          'request.invalid',
          400,
          parsed.error.issues[0]?.message ?? messages.common.invalidRequest,
        );
      }
      const fields = parsed.data;
      const item = await extractCaseDetails(deps, await viewer(request), principalOf(request).userId, {
        workspaceId: fields.workspace_id,
        fileCount: fields.file_count,
        manualFacts: fields.manual_facts || undefined,
        files: form.files,
      });
      return extracted(item);
    },
  );

  app.post(
    '/litigation/extract-case-details-manual/',
    {
      ...auth,
      schema: {
        ...doc('The facts, in order, from typed facts'),
        body: extractCaseDetailsManualRequest,
        response: { 200: extractCaseDetailsResponse },
      },
    },
    async (request) =>
      extracted(
        await extractCaseDetailsManual(deps, await viewer(request), {
          workspaceId: request.body.workspace_id,
          manualFacts: request.body.manual_facts,
        }),
      ),
  );

  app.post(
    '/litigation/extract-case-structured/',
    {
      ...auth,
      schema: {
        ...doc('Case type, sides, parties, allegations with their provisions and a summary, from the facts'),
        body: extractCaseStructuredRequest,
        response: { 200: extractCaseStructuredResponse },
      },
    },
    async (request) =>
      structureCaseFacts(deps, request.log, await viewer(request), {
        workspaceId: request.body.workspace_id,
        facts: request.body.facts,
      }),
  );

  app.post(
    `/litigation/create-case-${PRODUCT_NAME}/`,
    {
      ...auth,
      schema: {
        ...doc("Create the workspace's case from the wizard; the workspace is then extracted"),
        body: createCaseRequest,
        response: { 200: createCaseResponse },
      },
    },
    async (request) => {
      const created = await createCaseWithLexi(db, await viewer(request), request.body);
      return {
        success: true as const,
        message: l.caseCreated,
        case: created,
        workspace_id: request.body.workspace_id,
      };
    },
  );
};
