import type { Note } from '@lexi/shared/api/workspaces';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUuid } from '../emohar/document-access.ts';
import {
  editableWorkspace,
  type Viewer,
  visibleWorkspace,
  type WorkspaceAccess,
} from './workspace-access.ts';
import {
  deleteNoteById,
  findNoteWithAuthor,
  insertNote,
  listNotes,
  type NoteWithAuthor,
  updateNoteContent,
} from './workspace-notes.repository.ts';
import { workspaceErrors } from './workspaces.errors.ts';
import { touchWorkspace } from './workspaces.repository.ts';

/** Notes on a workspace of either kind. Reading needs sight of it; writing needs an editing role. */

const mayChange = (viewer: Viewer, access: WorkspaceAccess, authorId: string) =>
  access.canEdit && (authorId === viewer.userId || access.canManage);

function toNote(viewer: Viewer, access: WorkspaceAccess, { note, author }: NoteWithAuthor): Note {
  return {
    id: note.id,
    content: note.content,
    created_at: note.createdAt.toISOString(),
    updated_at: note.updatedAt.toISOString(),
    author,
    can_edit: mayChange(viewer, access, note.authorId),
  };
}

export async function workspaceNotes(db: Db, viewer: Viewer, workspaceId: string): Promise<Note[]> {
  const access = await visibleWorkspace(db, viewer, workspaceId);
  return (await listNotes(db, workspaceId)).map((n) => toNote(viewer, access, n));
}

export async function addNote(db: Db, viewer: Viewer, workspaceId: string, content: string): Promise<Note> {
  const access = await editableWorkspace(db, viewer, workspaceId);
  const now = new Date();
  const row = await db.transaction(async (tx) => {
    const inserted = await insertNote(tx, {
      workspaceId,
      authorId: viewer.userId,
      content,
      createdAt: now,
      updatedAt: now,
    });
    await touchWorkspace(tx, workspaceId, now);
    return inserted;
  });
  const saved = await findNoteWithAuthor(db, row.id);
  if (!saved) throw workspaceErrors.noteNotFound();
  return toNote(viewer, access, saved);
}

/** The note and the caller's rights over its workspace; 404 when the caller does not see it. */
async function noteInReach(db: Db, viewer: Viewer, noteId: string) {
  if (!isUuid(noteId)) throw workspaceErrors.noteNotFound();
  const found = await findNoteWithAuthor(db, noteId);
  if (!found) throw workspaceErrors.noteNotFound();
  let access: WorkspaceAccess;
  try {
    access = await visibleWorkspace(db, viewer, found.note.workspaceId);
  } catch (error) {
    throw error instanceof AppError && error.status === 404 ? workspaceErrors.noteNotFound() : error;
  }
  if (!access.canEdit) throw workspaceErrors.readOnly();
  if (!mayChange(viewer, access, found.note.authorId)) throw workspaceErrors.cannotEditNote();
  return { found, access };
}

export async function editNote(db: Db, viewer: Viewer, noteId: string, content: string): Promise<Note> {
  const { found, access } = await noteInReach(db, viewer, noteId);
  const now = new Date();
  await updateNoteContent(db, noteId, content, now);
  return toNote(viewer, access, { ...found, note: { ...found.note, content, updatedAt: now } });
}

export async function deleteNote(db: Db, viewer: Viewer, noteId: string): Promise<void> {
  await noteInReach(db, viewer, noteId);
  await deleteNoteById(db, noteId);
}
