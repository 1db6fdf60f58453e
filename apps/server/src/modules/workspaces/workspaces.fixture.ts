import type { TeamRole } from '@lexi/shared/team-roles';
import type { FastifyInstance } from 'fastify';
import { signedInUser } from '../../test/account-fixtures.ts';
import type { TestContext } from '../../test/test-app.ts';
import { findMembership, insertMemberships } from '../organizations/organizations.repository.ts';

type Method = 'GET' | 'POST' | 'DELETE';

/** Any call of the API with the bearer token. */
export function call(app: FastifyInstance, method: Method, url: string, body?: unknown, token?: string) {
  return app.inject({
    method,
    url,
    ...(body === undefined ? {} : { payload: body as object }),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

export type Person = Awaited<ReturnType<typeof signedInUser>>;

/** A law firm (its admin registered it) and a way to add members with a role, as the team API would. */
export async function lawFirm(ctx: TestContext) {
  const admin = await signedInUser(ctx, { account_type: 'law_firm', first_name: 'Rao' });
  const membership = await findMembership(ctx.database.db, admin.userId);
  if (!membership) throw new Error('the firm was not created');
  const organizationId = membership.organizationId;
  return {
    admin,
    organizationId,
    async member(role: TeamRole, names: Record<string, string> = {}): Promise<Person> {
      const person = await signedInUser(ctx, names);
      await insertMemberships(ctx.database.db, [{ organizationId, userId: person.userId, role }]);
      return person;
    },
  };
}
