import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { draftContract } from '../builtin/draft-contract.ts';
import { draftInput } from '../test/draft-fixtures.ts';
import { chatCompletionsUrl } from './chat-completions.ts';
import { createOpenAiProvider } from './openai-provider.ts';

type SentSection = { heading: string; clauses: { number: string; text: string }[] };
type Behaviour = 'refine' | 'malformed' | 'hang' | 'error' | 'renumber' | 'drop-amount' | 'fenced';

/** A small OpenAI-compatible server whose answer each test chooses through the model name. */
const requests: {
  path: string;
  authorization: string | undefined;
  body: { model: string; messages: { content: string }[] };
}[] = [];
let server: Server;
let baseUrl: string;

function answer(res: ServerResponse, content: string) {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(
    JSON.stringify({
      id: 'x',
      object: 'chat.completion',
      choices: [{ index: 0, message: { role: 'assistant', content } }],
    }),
  );
}

async function handle(req: IncomingMessage, res: ServerResponse) {
  let raw = '';
  for await (const chunk of req) raw += chunk;
  const body = JSON.parse(raw) as { model: Behaviour; messages: { content: string }[] };
  requests.push({ path: req.url ?? '', authorization: req.headers.authorization, body });
  const sent = JSON.parse(body.messages[1]?.content ?? '{}') as { sections: SentSection[] };
  const reword = (fn: (c: { number: string; text: string }) => { number: string; text: string }) =>
    JSON.stringify({
      sections: sent.sections.map((s) => ({ heading: s.heading, clauses: s.clauses.map(fn) })),
    });
  switch (body.model) {
    case 'refine':
      return answer(
        res,
        reword((c) => ({ number: c.number, text: `${c.text} [refined]` })),
      );
    case 'fenced':
      return answer(
        res,
        `\`\`\`json\n${reword((c) => ({ number: c.number, text: `${c.text} [refined]` }))}\n\`\`\``,
      );
    case 'malformed':
      return answer(res, 'Sure! Here is your improved contract: {sections: [');
    case 'renumber':
      return answer(
        res,
        reword((c) => ({ number: `${c.number}.0`, text: c.text })),
      );
    case 'drop-amount':
      return answer(
        res,
        reword((c) => ({ number: c.number, text: c.text.replace(/\d/g, '#') })),
      );
    case 'error':
      res.writeHead(500).end('boom');
      return;
    case 'hang':
      return; // never answers: the client's timeout must end the wait
  }
}

beforeAll(async () => {
  server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const input = draftInput('india', 'service_consultancy');
const builtin = draftContract(input);
const provider = (model: Behaviour, timeoutMs = 2000) =>
  createOpenAiProvider({ baseUrl: `${baseUrl}/v1`, apiKey: 'sk-test', model, timeoutMs });

describe('the OpenAI-compatible provider', () => {
  it('sends the built-in sections to /v1/chat/completions with the key and model', async () => {
    await provider('refine').draftContract(input);
    const last = requests.at(-1);
    expect(last?.path).toBe('/v1/chat/completions');
    expect(last?.authorization).toBe('Bearer sk-test');
    expect(last?.body.model).toBe('refine');
    const sent = JSON.parse(last?.body.messages[1]?.content ?? '{}') as { sections: SentSection[] };
    expect(sent.sections.map((s) => s.heading)).not.toContain('Special Terms');
    expect(sent.sections[0]?.clauses[0]?.number).toBe('1.1');
  });

  it('uses the refined wording inside the same structure, and re-renders html and text', async () => {
    const draft = await provider('refine').draftContract(input);
    expect(draft.refined).toBe(true);
    expect(draft.notes).toEqual([]);
    expect(draft.sections.map((s) => s.heading)).toEqual(builtin.sections.map((s) => s.heading));
    expect(draft.sections[0]?.clauses[0]?.text).toMatch(/\[refined\]$/);
    expect(draft.html).toContain('[refined]');
    expect(draft.text).toContain('[refined]');
    // The user's special terms are never reworded.
    const special = draft.sections.find((s) => s.heading === 'Special Terms');
    expect(special?.clauses.some((c) => c.text.includes('[refined]'))).toBe(false);
  });

  it('accepts JSON wrapped in a Markdown fence', async () => {
    expect((await provider('fenced').draftContract(input)).refined).toBe(true);
  });

  it.each<{ answer: string; behaviour: Behaviour; note: string }>([
    {
      answer: 'is not JSON',
      behaviour: 'malformed',
      note: 'Built-in draft used: the model answer is not valid JSON.',
    },
    {
      answer: 'is an HTTP error',
      behaviour: 'error',
      note: 'Built-in draft used: the model server answered HTTP 500.',
    },
    {
      answer: 'renumbers the clauses',
      behaviour: 'renumber',
      note: 'Built-in draft used: the model changed the headings or clause numbers.',
    },
  ])('falls back to the built-in draft when the answer $answer', async ({ behaviour, note }) => {
    const draft = await provider(behaviour).draftContract(input);
    expect(draft.refined).toBe(false);
    expect(draft.notes).toEqual([note]);
    expect({ ...draft, notes: [] }).toEqual(builtin);
  });

  it('falls back when the model does not answer in time', async () => {
    const draft = await provider('hang', 300).draftContract(input);
    expect(draft.refined).toBe(false);
    expect(draft.notes).toEqual(['Built-in draft used: no answer within 300 ms.']);
    expect(draft.html).toBe(builtin.html);
  });

  it('falls back when the server cannot be reached', async () => {
    const draft = await createOpenAiProvider({
      baseUrl: 'http://127.0.0.1:9',
      timeoutMs: 1000,
    }).draftContract(input);
    expect(draft.refined).toBe(false);
    expect(draft.notes[0]).toMatch(/could not be reached|no answer/);
  });

  it('keeps the built-in wording of a clause whose rewording drops an amount or a date', async () => {
    const draft = await provider('drop-amount').draftContract(input);
    expect(draft.refined).toBe(true);
    expect(draft.text).toContain('INR 12,00,000');
    expect(draft.notes[0]).toMatch(/clause\(s\) kept their built-in wording/);
  });

  it('reaches /v1/chat/completions whether or not the base URL ends in /v1', () => {
    expect(chatCompletionsUrl('http://h:8000')).toBe('http://h:8000/v1/chat/completions');
    expect(chatCompletionsUrl('http://h:8000/v1/')).toBe('http://h:8000/v1/chat/completions');
  });
});
