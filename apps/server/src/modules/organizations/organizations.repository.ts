import type { Db } from '../../db/client.ts';
import { organizationMembers, organizations } from './organizations.table.ts';

/** Creates a firm with its founding admin. */
export async function insertFirmWithAdmin(db: Db, name: string, adminUserId: string) {
  const [org] = await db.insert(organizations).values({ name, createdBy: adminUserId }).returning();
  if (!org) throw new Error('insert returned no row');
  await db.insert(organizationMembers).values({ organizationId: org.id, userId: adminUserId, role: 'admin' });
  return org;
}
