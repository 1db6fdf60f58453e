import type { Note } from '@lexi/shared/api/workspaces';
import { messages } from '@lexi/shared/messages';
import { Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { PanelSection } from '../../../components/ui/panel-section.tsx';
import { useNotifiedMutation } from '../../../lib/use-notified-mutation.ts';
import { addNote, deleteNote, editNote, notesQuery } from '../api/notes.ts';
import { formatDateTime } from '../format-date.ts';
import { useAskThenRemove } from '../hooks/use-ask-then-remove.ts';
import { fullNameOf } from '../team-initials.ts';
import { NoteForm, useNoteText } from './note-form.tsx';

const l = messages.litigation;

/** A workspace's notes (either kind): list with author and time, add, edit, delete after asking. */
export function NotesPanel({ workspaceId, canWrite }: { workspaceId: string; canWrite: boolean }) {
  const notes = useQuery(notesQuery(workspaceId));
  const queryClient = useQueryClient();
  const draft = useNoteText('');
  const refresh = () => queryClient.invalidateQueries({ queryKey: notesQuery(workspaceId).queryKey });

  const add = useNotifiedMutation({
    mutationFn: (content: string) => addNote(workspaceId, content),
    success: l.noteAdded,
    failure: l.addNoteFailed,
    close: () => draft.change(''),
    refresh,
  });
  const deletion = useAskThenRemove({
    remove: (note: Note) => deleteNote(note.id),
    success: l.noteDeleted,
    failure: l.deleteNoteFailed,
    refresh,
  });

  return (
    <PanelSection
      id="notes"
      title="Notes"
      dialogs={
        <ConfirmDialog
          {...deletion.confirm}
          title="Delete this note?"
          text="The note will be deleted for everyone on this workspace. This cannot be undone."
          confirmLabel="Delete note"
        />
      }
    >
      {canWrite ? (
        <NoteForm
          label="New note"
          note={draft}
          busy={add.isPending}
          onSave={(content) => add.mutate(content)}
        >
          <Group justify="flex-end">
            <Button type="submit" size="xs" loading={add.isPending}>
              Add note
            </Button>
          </Group>
        </NoteForm>
      ) : null}
      {notes.isPending ? (
        <Stack gap="xs" aria-busy="true" role="status" aria-label="Loading notes">
          <Skeleton height={56} />
          <Skeleton height={56} />
        </Stack>
      ) : notes.isError ? (
        <LoadError
          title={l.fetchNotesFailed}
          error={notes.error}
          onRetry={() => notes.refetch()}
          retrying={notes.isFetching}
        />
      ) : notes.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          No notes yet. {canWrite ? 'Write the first one above.' : ''}
        </Text>
      ) : (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Notes">
          {notes.data.map((note) => (
            <NoteItem key={note.id} note={note} onChanged={refresh} onDelete={deletion.ask} />
          ))}
        </Stack>
      )}
    </PanelSection>
  );
}

interface NoteItemProps {
  note: Note;
  onChanged: () => Promise<void>;
  onDelete: (note: Note) => void;
}

function NoteItem({ note, onChanged, onDelete }: NoteItemProps) {
  const [editing, setEditing] = useState(false);
  const text = useNoteText(note.content);
  const edit = useNotifiedMutation({
    mutationFn: (content: string) => editNote(note.id, content),
    success: l.noteUpdated,
    failure: l.updateNoteFailed,
    close: () => setEditing(false),
    refresh: onChanged,
  });
  const edited = note.updated_at !== note.created_at;

  return (
    <Paper component="li" withBorder radius="md" p="sm">
      <Group justify="space-between" gap="xs" mb={4} wrap="wrap">
        <Text size="sm" fw={600}>
          {fullNameOf(note.author)}
        </Text>
        <Text size="xs" c="dimmed">
          {`${formatDateTime(note.created_at)}${edited ? ` · edited ${formatDateTime(note.updated_at)}` : ''}`}
        </Text>
      </Group>
      {editing ? (
        <NoteForm
          label="Edit note"
          note={text}
          busy={edit.isPending}
          onSave={(content) => edit.mutate(content)}
          autofocus
        >
          <Group justify="flex-end" gap="xs">
            <Button
              size="xs"
              variant="default"
              onClick={() => {
                setEditing(false);
                text.change(note.content);
              }}
              disabled={edit.isPending}
            >
              Cancel
            </Button>
            <Button type="submit" size="xs" loading={edit.isPending}>
              Save note
            </Button>
          </Group>
        </NoteForm>
      ) : (
        <>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {note.content}
          </Text>
          {note.can_edit ? (
            <Group gap="xs" mt="xs" justify="flex-end">
              <Button
                size="compact-xs"
                variant="subtle"
                onClick={() => {
                  text.change(note.content);
                  setEditing(true);
                }}
                aria-label={`Edit note by ${fullNameOf(note.author)}`}
              >
                Edit
              </Button>
              <Button
                size="compact-xs"
                variant="subtle"
                color="red"
                c="var(--mantine-color-error)"
                onClick={() => onDelete(note)}
                aria-label={`Delete note by ${fullNameOf(note.author)}`}
              >
                Delete
              </Button>
            </Group>
          ) : null}
        </>
      )}
    </Paper>
  );
}
