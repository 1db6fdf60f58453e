import { once } from 'node:events';
import { type CaseGenerationServerMessage, caseGenerationServerMessage } from '@lexi/shared/api/case-package';
import { PRODUCT_NAME } from '@lexi/shared/workspace-constants';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import WebSocket from 'ws';
import type { Deps } from '../../deps.ts';
import { claimDueJobs, findQueuedJobByKey } from '../../lib/jobs/jobs.repository.ts';
import { postJson } from '../../test/server-process.ts';
import { call } from '../workspaces/workspaces.fixture.ts';
import { GENERATION_SOCKET_PATH } from './case-package.routes.ts';
import { generateCaseJob, generationKey } from './generate-case.job.ts';

export const CHEQUE_FACTS = `The complainant Ravi Kumar runs a hardware shop at Kothrud in Pune.
On 03/06/2022 the accused Suresh Patil bought goods worth Rs. 2,50,000 from the complainant on credit.
On 12/08/2022 the accused issued cheque No. 004512 for Rs. 2,50,000 drawn on HDFC Bank at Pune.
The cheque was returned unpaid on 20/08/2022 for insufficient funds.
Despite a legal notice dated 01/09/2022 the accused did not pay the amount within fifteen days.`;

/**
 * The same over HTTP, for a real server process (fault and two-instance tests): a litigation
 * workspace and its case (which owes the generation job); the workspace's id.
 */
export async function workspaceWithCaseOverHttp(base: string, token: string): Promise<string> {
  const workspace = await postJson(
    base,
    '/api/litigation/create-workspace/',
    {
      workspace_name: 'Kumar v. Patil',
      case_type: 'Criminal',
      client_name: 'Ravi Kumar',
      opponent_name: 'Suresh Patil',
      area_of_law: 'Negotiable instruments',
    },
    token,
  );
  if (workspace.status !== 200) throw new Error(`create-workspace/ answered ${workspace.status}`);
  const workspaceId = ((await workspace.json()) as { data: { id: string } }).data.id;
  const created = await postJson(
    base,
    `/api/litigation/create-case-${PRODUCT_NAME}/`,
    {
      workspace_id: workspaceId,
      case_type: 'Criminal',
      representing: 'victim',
      complainant: 'Ravi Kumar',
      accused: 'Suresh Patil',
      victim: 'Ravi Kumar',
      allegations: 'Dishonour of cheque.',
      facts_summary: CHEQUE_FACTS,
    },
    token,
  );
  if (created.status !== 200) throw new Error(`create-case answered ${created.status}`);
  return workspaceId;
}

/**
 * Watches a workspace's generation over a real WebSocket to a server process (`generate_case`:
 * start or re-attach): every message, parsed by the shared schema, up to the first that is not
 * progress (or the server's close).
 */
export async function watchGenerationOverHttp(
  base: string,
  token: string,
  workspaceId: string,
): Promise<CaseGenerationServerMessage[]> {
  const socket = new WebSocket(
    `${base.replace('http', 'ws')}/api${GENERATION_SOCKET_PATH}?token=${encodeURIComponent(token)}`,
  );
  const received: CaseGenerationServerMessage[] = [];
  try {
    await new Promise<void>((resolve, reject) => {
      socket.on('open', () =>
        socket.send(JSON.stringify({ action: 'generate_case', workspace_id: workspaceId })),
      );
      socket.on('message', (data) => {
        const message = caseGenerationServerMessage.parse(JSON.parse(String(data)));
        received.push(message);
        if (message.type !== 'progress') resolve();
      });
      socket.on('error', reject);
      socket.on('close', () => resolve());
    });
  } finally {
    socket.close();
  }
  return received;
}

/** What a watcher of a workspace's first generation saw: progress that never went back, then version 1. */
export function expectFirstVersionWatched(received: CaseGenerationServerMessage[], workspaceId: string) {
  expect(received.at(-1)).toMatchObject({
    type: 'complete',
    generated: true,
    version: 1,
    workspace_id: workspaceId,
  });
  const progress = received.flatMap((m) => (m.type === 'progress' ? [m.progress] : []));
  expect(progress).toEqual([...progress].sort((x, y) => x - y));
}

/** A litigation workspace with its case made through the wizard's create call; its id. */
export async function workspaceWithCase(
  app: FastifyInstance,
  token: string,
  overrides: {
    representing?: 'victim' | 'accused';
    case_type?: 'Civil' | 'Criminal';
    facts_summary?: string;
  } = {},
): Promise<string> {
  const workspace = await call(
    app,
    'POST',
    '/api/litigation/create-workspace/',
    {
      workspace_name: 'Kumar v. Patil',
      case_type: overrides.case_type ?? 'Criminal',
      client_name: 'Ravi Kumar',
      opponent_name: 'Suresh Patil',
      area_of_law: 'Negotiable instruments',
    },
    token,
  );
  const id = workspace.json().data.id as string;
  const created = await call(
    app,
    'POST',
    `/api/litigation/create-case-${PRODUCT_NAME}/`,
    {
      workspace_id: id,
      case_type: overrides.case_type ?? 'Criminal',
      representing: overrides.representing ?? 'victim',
      complainant: 'Ravi Kumar',
      accused: 'Suresh Patil',
      victim: 'Ravi Kumar',
      allegations: 'Dishonour of cheque: the cheque was returned unpaid for insufficient funds.',
      facts_summary: overrides.facts_summary ?? CHEQUE_FACTS,
    },
    token,
  );
  if (created.statusCode !== 200) throw new Error(created.body);
  return id;
}

export type LiveSession = {
  messages: CaseGenerationServerMessage[];
  send(message: unknown): void;
  /** Resolves when the server has closed the connection (or after `ms`, then closes it). */
  closed(ms?: number): Promise<void>;
  /** Resolves once a message satisfies `test`. */
  until(test: (m: CaseGenerationServerMessage) => boolean, ms?: number): Promise<void>;
  close(): void;
};

/** A live connection through @fastify/websocket's in-process injection; every message is parsed by the shared schema. */
export async function liveSession(app: FastifyInstance, token?: string): Promise<LiveSession> {
  const query = token === undefined ? '' : `?token=${encodeURIComponent(token)}`;
  // injectWS, unlike inject, does not make the app ready (the routes’ hooks are built then).
  await app.ready();
  const messages: CaseGenerationServerMessage[] = [];
  const waiters: Array<() => void> = [];
  let isClosed = false;
  let closing: Promise<void> = Promise.resolve();
  type Ws = import('ws').WebSocket;
  // Listeners go on before the connection opens: the server may speak (and close) at once.
  const listen = (socket: Ws) => {
    socket.on('message', (data: Buffer) => {
      messages.push(caseGenerationServerMessage.parse(JSON.parse(data.toString())));
      for (const w of waiters) w();
    });
    closing = once(socket, 'close').then(() => {
      isClosed = true;
      for (const w of waiters) w();
    });
  };
  // The injected request has no socket of its own: give it the address a real client has.
  const ws = await app.injectWS(
    `/api${GENERATION_SOCKET_PATH}${query}`,
    { socket: { remoteAddress: '127.0.0.1' } } as Parameters<FastifyInstance['injectWS']>[1],
    { onInit: listen },
  );
  return {
    messages,
    send: (message) => ws.send(JSON.stringify(message)),
    close: () => ws.terminate(),
    async closed(ms = 20_000) {
      const timer = new Promise<void>((resolve) => setTimeout(resolve, ms).unref());
      await Promise.race([closing, timer]);
      if (!isClosed) {
        ws.terminate();
        throw new Error(`the server did not close the connection: ${JSON.stringify(messages)}`);
      }
    },
    async until(test, ms = 20_000) {
      const deadline = Date.now() + ms;
      while (!messages.some(test)) {
        if (isClosed || Date.now() > deadline) {
          throw new Error(`no such message: ${JSON.stringify(messages)}`);
        }
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 200).unref();
        });
      }
    },
  };
}

/**
 * Holds the workspace's queued generation job as a runner that then dies would: leased for a
 * minute, not running (a call's kick leaves it alone). Its id.
 */
export async function holdGenerationJob(deps: Deps, workspaceId: string): Promise<string> {
  const job = await findQueuedJobByKey(deps.db, generationKey(workspaceId));
  if (!job) throw new Error('no queued generation job');
  const now = new Date();
  await claimDueJobs(deps.db, {
    kinds: [generateCaseJob.kind],
    now,
    leaseUntil: new Date(now.getTime() + 60_000),
    limit: 1,
    ids: [job.id],
  });
  return job.id;
}

/** The same dependencies with a clock `ms` ahead: a runner of later on, when a lease has lapsed. */
export const later = (deps: Deps, ms: number): Deps => ({ ...deps, now: () => new Date(Date.now() + ms) });
