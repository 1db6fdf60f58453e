import type { PersonRef } from '@lexi/shared/api/workspaces';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../accounts/users.table.ts';

/** Username and name of each of these accounts, by id. */
export async function personRefs(db: Db, userIds: string[]): Promise<Map<string, PersonRef>> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: users.id,
      username: users.username,
      first_name: users.firstName,
      last_name: users.lastName,
    })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(rows.map(({ id, ...person }) => [id, person]));
}
