import { messageResponse } from '@lexi/shared/api/common';
import { getNotesResponse, noteResponse } from '@lexi/shared/api/workspaces';
import { messages } from '@lexi/shared/messages';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/litigation/get-notes/: a workspace's notes (either kind), newest first. */
export function notesQuery(workspaceId: string) {
  return queryOptions({
    queryKey: ['workspaces', 'notes', workspaceId],
    queryFn: async () =>
      (await apiRequest('/litigation/get-notes/', getNotesResponse, { body: { workspace_id: workspaceId } }))
        .notes,
    meta: { errorMessage: messages.litigation.fetchNotesFailed },
  });
}

export function addNote(workspaceId: string, content: string) {
  return apiRequest('/litigation/add-note/', noteResponse, { body: { workspace_id: workspaceId, content } });
}

export function editNote(noteId: string, content: string) {
  return apiRequest('/litigation/edit-notes/', noteResponse, { body: { note_id: noteId, content } });
}

export function deleteNote(noteId: string) {
  return apiRequest('/litigation/delete-notes/', messageResponse, {
    method: 'DELETE',
    body: { note_id: noteId },
  });
}
