import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../accounts/users.table.ts';
import { type WorkspaceNoteRow, workspaceNotes } from './workspace-notes.table.ts';

const withAuthor = {
  note: workspaceNotes,
  author: { username: users.username, first_name: users.firstName, last_name: users.lastName },
};

export type NoteWithAuthor = {
  note: WorkspaceNoteRow;
  author: { username: string; first_name: string; last_name: string };
};

/** The notes of a workspace with their authors, newest first. */
export async function listNotes(db: Db, workspaceId: string): Promise<NoteWithAuthor[]> {
  return db
    .select(withAuthor)
    .from(workspaceNotes)
    .innerJoin(users, eq(users.id, workspaceNotes.authorId))
    .where(eq(workspaceNotes.workspaceId, workspaceId))
    .orderBy(desc(workspaceNotes.createdAt), desc(workspaceNotes.id))
    .limit(1000);
}

export async function findNoteWithAuthor(db: Db, id: string): Promise<NoteWithAuthor | undefined> {
  const [row] = await db
    .select(withAuthor)
    .from(workspaceNotes)
    .innerJoin(users, eq(users.id, workspaceNotes.authorId))
    .where(eq(workspaceNotes.id, id))
    .limit(1);
  return row;
}

export async function insertNote(
  db: Db,
  values: typeof workspaceNotes.$inferInsert,
): Promise<WorkspaceNoteRow> {
  const [row] = await db.insert(workspaceNotes).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateNoteContent(db: Db, id: string, content: string, at: Date): Promise<void> {
  await db.update(workspaceNotes).set({ content, updatedAt: at }).where(eq(workspaceNotes.id, id));
}

export async function deleteNoteById(db: Db, id: string): Promise<void> {
  await db.delete(workspaceNotes).where(eq(workspaceNotes.id, id));
}
