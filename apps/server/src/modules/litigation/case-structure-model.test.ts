import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { messages } from '@lexi/shared/messages';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { structureCase } from '../../ai/litigation/structure-case.ts';
import { signedInUser } from '../../test/account-fixtures.ts';
import { describeOnEachDatabase } from '../../test/test-app.ts';
import { call } from '../workspaces/workspaces.fixture.ts';

/**
 * extract-case-structured/ with LLM_BASE_URL: a small OpenAI-compatible server started here answers
 * as each test chooses; the call must use a proposal the facts bear out and otherwise fall back to
 * the built-in engine, logging why.
 */
type Behaviour = 'good' | 'hallucinating' | 'invented-section' | 'error' | 'hang';
let behaviour: Behaviour = 'good';
const requests: { path: string; model: string; system: string; user: string }[] = [];
let server: Server;
const env: Record<string, string> = { LLM_MODEL: 'case-model', LLM_TIMEOUT_MS: '3000' };

const FACTS = `1. On 5 March 2023 the accused Suresh Patil induced the complainant, Mr. Ravi Kumar, to pay Rs. 4,00,000 for a plot at Hadapsar, Pune that he did not own.
2. The complainant lodged FIR No. 112/2023 at Hadapsar police station under Sections 420 and 406 IPC.
3. The accused did not return the money despite a notice dated 10 April 2023.`;

const GOOD = {
  case_type: 'Criminal',
  case_type_reason: 'The model reads cheating and criminal breach of trust: offences.',
  complainant: 'Ravi Kumar',
  accused: 'Suresh Patil',
  victim: 'Ravi Kumar',
  allegations: [
    {
      allegation: 'Cheating: induced payment for a plot he did not own',
      provisions: ['Section 420 IPC (now Section 318(4) BNS)'],
    },
    { allegation: 'Criminal breach of trust over the money', provisions: ['Section 406 IPC'] },
    { allegation: 'Forgery of the sale deed', provisions: ['Section 467 IPC'] },
  ],
  fact_summary: 'The model summary: Ravi Kumar paid Suresh Patil Rs. 4,00,000 for a plot.',
};

function answer(res: ServerResponse, content: unknown) {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(
    JSON.stringify({
      choices: [{ index: 0, message: { role: 'assistant', content: JSON.stringify(content) } }],
    }),
  );
}

async function handle(req: IncomingMessage, res: ServerResponse) {
  let raw = '';
  for await (const chunk of req) raw += chunk;
  const body = JSON.parse(raw) as { model: string; messages: { content: string }[] };
  requests.push({
    path: req.url ?? '',
    model: body.model,
    system: body.messages[0]?.content ?? '',
    user: body.messages[1]?.content ?? '',
  });
  switch (behaviour) {
    case 'good':
      return answer(res, GOOD);
    case 'hallucinating':
      return answer(res, { ...GOOD, accused: 'Suresh Patil, Mahesh Rao' });
    case 'invented-section':
      return answer(res, {
        ...GOOD,
        allegations: [{ allegation: 'Extortion', provisions: ['Section 384 IPC'] }],
      });
    case 'error':
      res.writeHead(500).end('boom');
      return;
    case 'hang':
      return; // never answers: the configured timeout must end the wait
  }
}

beforeAll(async () => {
  server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  // Read by each database's app, which starts after this hook.
  env.LLM_BASE_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  requests.length = 0;
});

const builtin = structureCase(FACTS);
const FALLBACK_LINE = 'model case structure not used; the built-in engine answers';

describeOnEachDatabase(
  'extract-case-structured/ with a model',
  (ctx) => {
    const app = () => ctx().app;
    let token = '';
    let workspaceId = '';
    beforeAll(async () => {
      token = (await signedInUser(ctx())).token;
      const created = await call(
        app(),
        'POST',
        '/api/litigation/create-workspace/',
        {
          workspace_name: 'Kumar v. Patil',
          case_type: 'Criminal',
          client_name: 'Ravi Kumar',
          opponent_name: 'Suresh Patil',
          area_of_law: 'Cheating',
        },
        token,
      );
      workspaceId = created.json().data.id as string;
    });
    const structure = (as = token) =>
      call(
        app(),
        'POST',
        '/api/litigation/extract-case-structured/',
        { workspace_id: workspaceId, facts: FACTS },
        as,
      );
    const fallbackLines = () =>
      ctx()
        .logLines.map((line) => JSON.parse(line) as { msg: string; reason?: string })
        .filter((line) => line.msg === FALLBACK_LINE);

    it('uses a proposal the facts bear out, without the allegation whose section they do not cite', async () => {
      behaviour = 'good';
      const before = fallbackLines().length;
      const res = await structure();
      expect(res.statusCode, res.body).toBe(200);
      expect(requests).toHaveLength(1);
      expect(requests[0]).toMatchObject({ path: '/v1/chat/completions', model: 'case-model', user: FACTS });
      expect(requests[0]?.system).toMatch(/Never invent a name, a section or a fact/);
      expect(res.json()).toEqual({
        success: true,
        message: messages.litigation.own.caseStructured,
        case_type: 'Criminal',
        case_type_reason: GOOD.case_type_reason,
        representing: [
          { side: 'victim', name: 'Ravi Kumar' },
          { side: 'accused', name: 'Suresh Patil' },
        ],
        complainant: 'Ravi Kumar',
        accused: 'Suresh Patil',
        victim: 'Ravi Kumar',
        allegations: GOOD.allegations.slice(0, 2),
        fact_summary: GOOD.fact_summary,
      });
      expect(fallbackLines()).toHaveLength(before);
    });

    it.each<{ behaviour: Behaviour; reason: string | RegExp }>([
      { behaviour: 'hallucinating', reason: 'the accused it names does not occur in the facts' },
      { behaviour: 'invented-section', reason: 'none of its allegations cites a section the facts refer to' },
      { behaviour: 'error', reason: 'the model server answered HTTP 500' },
      { behaviour: 'hang', reason: 'no answer within 3000 ms' },
    ])('falls back to the built-in engine when the model is $behaviour, logging why', async (c) => {
      behaviour = c.behaviour;
      const before = fallbackLines().length;
      const res = await structure();
      expect(res.statusCode, res.body).toBe(200);
      expect(requests).toHaveLength(1);
      const body = res.json();
      expect(body.fact_summary).toBe(builtin?.factSummary);
      expect(body.case_type_reason).toBe(builtin?.caseTypeReason);
      expect(body.allegations).toEqual(builtin?.allegations);
      expect(body.accused).toBe(builtin?.accused);
      const lines = fallbackLines().slice(before);
      expect(lines.map((l) => l.reason)).toEqual([c.reason]);
      // The facts never reach the log.
      expect(ctx().logLines.some((line) => line.includes('Hadapsar'))).toBe(false);
    });

    it('asks the model nothing for a caller who may not change the workspace', async () => {
      behaviour = 'good';
      const outsider = await signedInUser(ctx());
      expect((await structure(outsider.token)).statusCode).toBe(404);
      expect(requests).toHaveLength(0);
    });
  },
  env,
);
