import type { LitigationWorkspace } from '@lexi/shared/api/litigation';
import type { FastifyInstance } from 'fastify';
import { call } from '../workspaces/workspaces.fixture.ts';

/** The fields of a new litigation workspace named `name`. */
export const litigationFields = (name: string) => ({
  workspace_name: name,
  case_type: 'Civil',
  client_name: 'Anil Sharma',
  opponent_name: 'Ravi Verma',
  area_of_law: 'Property',
});

/** Creates a litigation workspace through the API; its id. */
export async function createLitigation(app: FastifyInstance, token: string, name: string): Promise<string> {
  const made = await call(app, 'POST', '/api/litigation/create-workspace/', litigationFields(name), token);
  if (made.statusCode !== 200) throw new Error(`create failed: ${made.body}`);
  return made.json().data.id;
}

/** The caller's litigation list (page 1 unless `query` says otherwise). */
export async function litigationList(
  app: FastifyInstance,
  token: string,
  query = 'page=1',
): Promise<LitigationWorkspace[]> {
  const res = await call(app, 'GET', `/api/litigation/get-litigation-workspaces/?${query}`, undefined, token);
  if (res.statusCode !== 200) throw new Error(`list failed: ${res.statusCode} ${res.body}`);
  return res.json().workspaces;
}

/** The names in the caller's list, newest update first. */
export async function listedNames(app: FastifyInstance, token: string, query?: string): Promise<string[]> {
  return (await litigationList(app, token, query)).map((w) => w.workspace_name);
}
