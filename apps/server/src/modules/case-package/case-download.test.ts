import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { getCasePackageResponse } from '@lexi/shared/api/case-package';
import { messages } from '@lexi/shared/messages';
import { unzipSync } from 'fflate';
import { expect, it } from 'vitest';
import { makeTextPdf } from '../../lib/document-text/text-pdfs.fixture.ts';
import { runDueJobs } from '../../lib/jobs/job-queue.ts';
import { signedInUser } from '../../test/account-fixtures.ts';
import { describeOnEachDatabase } from '../../test/test-app.ts';
import { postForm } from '../litigation/case-wizard.fixture.ts';
import { insertCaseFiles } from '../litigation/litigation-case-files.repository.ts';
import { call } from '../workspaces/workspaces.fixture.ts';
import { CHEQUE_FACTS, workspaceWithCase } from './case-package.fixture.ts';
import { generateCaseJob } from './generate-case.job.ts';

/** Rendering PDFs and reading the case file happen in worker threads; a busy machine is slow at it. */
const PDF_TIMEOUT = 180_000;

describeOnEachDatabase(
  'download-case/',
  (ctx) => {
    const app = () => ctx().app;

    it(
      'answers a zip named after the workspace with the package, the drafts and the uploaded files',
      async () => {
        const { token } = await signedInUser(ctx());
        const id = await workspaceWithCase(app(), token);
        const pdf = await makeTextPdf({ pages: [{ columns: [CHEQUE_FACTS] }] });
        const upload = await postForm(
          app(),
          '/api/litigation/extract-case-details/',
          [
            { name: 'workspace_id', value: id },
            { name: 'file_count', value: '1' },
            { name: 'file', filename: 'complaint.pdf', bytes: pdf },
          ],
          token,
        );
        expect(upload.statusCode, upload.body).toBe(200);
        await runDueJobs(app().deps, [generateCaseJob]);
        const pkg = getCasePackageResponse.parse(
          (
            await call(app(), 'POST', '/api/litigation/get-case-package/', { workspace_id: id }, token)
          ).json(),
        );
        // The facts read from the uploaded file name it as their source.
        expect(pkg.facts.some((f) => f.source_file === 'complaint.pdf')).toBe(true);

        const res = await call(app(), 'POST', '/api/litigation/download-case/', { workspace_id: id }, token);
        expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
        expect(res.headers['content-type']).toBe('application/zip');
        expect(res.headers['content-disposition']).toContain('filename="Kumar v. Patil.zip"');
        const entries = unzipSync(new Uint8Array(res.rawPayload));
        const names = Object.keys(entries).sort();
        expect(names).toEqual(
          [
            'case-package.json',
            '01 Facts.pdf',
            '02 Judgements.pdf',
            '03 Strategy.pdf',
            ...pkg.drafts.flatMap((d, i) => {
              const base = `Drafts/${String(i + 1).padStart(2, '0')} ${d.title}`;
              return [`${base}.docx`, `${base}.pdf`];
            }),
            'Case files/1 complaint.pdf',
          ].sort(),
        );
        const text = (name: string) => new TextDecoder().decode(entries[name]);
        expect(JSON.parse(text('case-package.json'))).toMatchObject({ version: 1, facts: pkg.facts });
        for (const name of names.filter((n) => n.endsWith('.pdf')))
          expect(text(name).startsWith('%PDF-'), name).toBe(true);
        for (const name of names.filter((n) => n.endsWith('.docx'))) {
          const docx = unzipSync(entries[name] ?? new Uint8Array());
          expect(new TextDecoder().decode(docx['word/document.xml'])).toContain('Suresh Patil');
        }
        expect(Buffer.from(entries['Case files/1 complaint.pdf'] ?? []).equals(pdf)).toBe(true);
      },
      PDF_TIMEOUT,
    );

    it(
      'streams several large stored files into the zip, each to the same bytes',
      async () => {
        const { token } = await signedInUser(ctx());
        const id = await workspaceWithCase(app(), token);
        await runDueJobs(app().deps, [generateCaseJob]);
        // Stored after the generation (which would read them as PDFs): incompressible, odd sizes.
        const MB = 1024 * 1024;
        const files = [6 * MB + 1, 9 * MB + 123, 4 * MB].map((size, i) => ({
          name: `exhibit-${i + 1}.pdf`,
          key: `litigation/${id}/${randomUUID()}.pdf`,
          bytes: randomBytes(size),
        }));
        for (const f of files) await app().deps.storage.put(f.key, f.bytes);
        await insertCaseFiles(
          app().deps.db,
          files.map((f) => ({
            workspaceId: id,
            fileName: f.name,
            storageKey: f.key,
            sha256: createHash('sha256').update(f.bytes).digest('hex'),
            sizeBytes: f.bytes.length,
            pageCount: 1,
          })),
        );
        const res = await call(app(), 'POST', '/api/litigation/download-case/', { workspace_id: id }, token);
        expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
        const entries = unzipSync(new Uint8Array(res.rawPayload));
        const caseFiles = Object.keys(entries).filter((name) => name.startsWith('Case files/'));
        expect(caseFiles).toHaveLength(files.length);
        for (const f of files) {
          // Rows written in one statement share their time: numbered in an order of their own.
          const name = caseFiles.find((n) => n.endsWith(` ${f.name}`));
          const entry = name ? entries[name] : undefined;
          expect(entry?.length, f.name).toBe(f.bytes.length);
          expect(Buffer.from(entry ?? []).equals(f.bytes), f.name).toBe(true);
        }
        expect(Object.keys(entries)).toContain('case-package.json');
      },
      PDF_TIMEOUT,
    );

    it('answers a JSON error, not a zip, before the package exists', async () => {
      const { token } = await signedInUser(ctx());
      const id = await workspaceWithCase(app(), token);
      const res = await call(app(), 'POST', '/api/litigation/download-case/', { workspace_id: id }, token);
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.json().message).toBe(messages.litigation.own.generation.packageNotFound);
    });

    it('refuses a call without a workspace id with the spec sentence', async () => {
      const { token } = await signedInUser(ctx());
      for (const body of [{}, { workspace_id: '' }, { workspace_id: '   ' }]) {
        const res = await call(app(), 'POST', '/api/litigation/download-case/', body, token);
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toBe(messages.litigation.downloadNeedsId);
      }
    });
  },
  { JOB_POLL_SECONDS: '0' },
);
