import { type AnyColumn, getTableName, type SQL, sql } from 'drizzle-orm';

/**
 * A column with its table's name, for a subquery in a RETURNING list: Drizzle writes the columns
 * of a RETURNING bare, and inside a subquery a bare name is looked up in the subquery's own tables
 * first (`users.id` written `"id"` in a subquery of `organization_members` means that table's id).
 */
export function qualified(column: AnyColumn): SQL {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
}
