import { Document, Packer, Paragraph } from 'docx';
import type { FastifyInstance } from 'fastify';
import { SUPPLY_CONTRACT } from '../../ai/iq/iq-test-contract.fixture.ts';
import { makeTextPdf } from '../../lib/document-text/text-pdfs.fixture.ts';

/** The tests' supply contract as a one-page text PDF, base64. */
export async function contractPdfBase64(): Promise<string> {
  return (await makeTextPdf({ pages: [{ columns: [SUPPLY_CONTRACT] }] })).toString('base64');
}

/** The same contract as a Word file, one paragraph per clause, base64. */
export async function contractDocxBase64(): Promise<string> {
  const paragraphs = SUPPLY_CONTRACT.split('\n\n').map((p) => new Paragraph(p));
  return (await Packer.toBuffer(new Document({ sections: [{ children: paragraphs }] }))).toString('base64');
}

/** Uploads a contract for risk analysis or negotiation; answers the new analysis id. */
export async function uploadForAnalysis(
  app: FastifyInstance,
  token: string,
  kind: 'risk' | 'negotiation',
  file: { file_content: string; file_name: string },
) {
  const url = kind === 'risk' ? '/api/iq/quick_add_risk_analysis' : '/api/iq/iq_negotiate';
  const res = await app.inject({
    method: 'POST',
    url,
    payload: file,
    headers: { authorization: `Bearer ${token}` },
  });
  if (res.statusCode !== 200)
    throw new Error(`upload for analysis: ${res.statusCode} ${res.body.slice(0, 200)}`);
  const id = String(res.json().id);
  await analysisWhenDone(app, token, id);
  return id;
}

/**
 * GET /api/iq/analyses/{id} once its background job has run (the upload answers before it): asks
 * again while the status is `processing`, a bounded number of times, as the browser does.
 */
export async function analysisWhenDone(app: FastifyInstance, token: string, id: string) {
  for (let tries = 0; tries < 2_000; tries++) {
    const res = await app.inject({
      method: 'GET',
      url: `/api/iq/analyses/${id}`,
      headers: { authorization: `Bearer ${token}` },
    });
    if (res.statusCode !== 200)
      throw new Error(`analysis ${id}: ${res.statusCode} ${res.body.slice(0, 200)}`);
    if (res.json().analysis.status !== 'processing') return res;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`analysis ${id} is still processing`);
}
