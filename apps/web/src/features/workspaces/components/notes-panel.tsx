import type { Note } from '@lexi/shared/api/workspaces';
import { messages } from '@lexi/shared/messages';
import { NOTE_MAX, noteContentField } from '@lexi/shared/validation/workspaces';
import { Button, Group, Paper, Skeleton, Stack, Text, Textarea, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-error.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { addNote, deleteNote, editNote, notesQuery } from '../api/notes.ts';
import { formatDateTime } from '../format-date.ts';
import { fullNameOf } from '../team-initials.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';

const l = messages.litigation;

function contentError(content: string): string | null {
  const result = noteContentField.safeParse(content);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}

/** A workspace's notes (either kind): list with author and time, add, edit, delete after asking. */
export function NotesPanel({ workspaceId, canWrite }: { workspaceId: string; canWrite: boolean }) {
  const notes = useQuery(notesQuery(workspaceId));
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState('');
  const [draftError, setDraftError] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<Note | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: notesQuery(workspaceId).queryKey });

  const add = useMutation({
    mutationFn: (content: string) => addNote(workspaceId, content),
    onSuccess: async (answer) => {
      notifySuccess(answer.message || l.noteAdded);
      setDraft('');
      await refresh();
    },
    onError: (error) => notifyError(errorMessage(error, l.addNoteFailed)),
  });
  const remove = useMutation({
    mutationFn: (id: string) => deleteNote(id),
    onSuccess: async (answer) => {
      notifySuccess(answer.message || l.noteDeleted);
      setToDelete(null);
      await refresh();
    },
    onError: (error) => notifyError(errorMessage(error, l.deleteNoteFailed)),
  });

  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="notes-title">
      <Stack gap="md">
        <Title order={2} fz="lg" id="notes-title">
          Notes
        </Title>
        {canWrite ? (
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              const problem = contentError(draft);
              setDraftError(problem);
              if (!problem) add.mutate(draft.trim());
            }}
          >
            <Stack gap="xs">
              <Textarea
                label="New note"
                resize="vertical"
                rows={2}
                maxLength={NOTE_MAX}
                value={draft}
                onChange={(event) => {
                  setDraft(event.currentTarget.value);
                  setDraftError(null);
                }}
                error={draftError}
                disabled={add.isPending}
              />
              <Group justify="flex-end">
                <Button type="submit" size="xs" loading={add.isPending}>
                  Add note
                </Button>
              </Group>
            </Stack>
          </form>
        ) : null}
        {notes.isPending ? (
          <Stack gap="xs" aria-busy="true" aria-label="Loading notes">
            <Skeleton height={56} />
            <Skeleton height={56} />
          </Stack>
        ) : notes.isError ? (
          <Text size="sm" c="dimmed">
            {l.fetchNotesFailed}
          </Text>
        ) : notes.data.length === 0 ? (
          <Text size="sm" c="dimmed">
            No notes yet. {canWrite ? 'Write the first one above.' : ''}
          </Text>
        ) : (
          <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Notes">
            {notes.data.map((note) => (
              <NoteItem key={note.id} note={note} onChanged={refresh} onDelete={setToDelete} />
            ))}
          </Stack>
        )}
      </Stack>
      <ConfirmDialog
        opened={toDelete !== null}
        title="Delete this note?"
        text="The note will be deleted for everyone on this workspace. This cannot be undone."
        confirmLabel="Delete note"
        loading={remove.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={() => toDelete && remove.mutate(toDelete.id)}
      />
    </Paper>
  );
}

interface NoteItemProps {
  note: Note;
  onChanged: () => Promise<void>;
  onDelete: (note: Note) => void;
}

function NoteItem({ note, onChanged, onDelete }: NoteItemProps) {
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(note.content);
  const [error, setError] = useState<string | null>(null);
  const edit = useMutation({
    mutationFn: (content: string) => editNote(note.id, content),
    onSuccess: async (answer) => {
      notifySuccess(answer.message || l.noteUpdated);
      setEditing(false);
      await onChanged();
    },
    onError: (failure) => notifyError(errorMessage(failure, l.updateNoteFailed)),
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
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            const problem = contentError(text);
            setError(problem);
            if (!problem) edit.mutate(text.trim());
          }}
        >
          <Stack gap="xs">
            <Textarea
              label="Edit note"
              resize="vertical"
              rows={2}
              maxLength={NOTE_MAX}
              value={text}
              onChange={(event) => {
                setText(event.currentTarget.value);
                setError(null);
              }}
              error={error}
              disabled={edit.isPending}
              data-autofocus
            />
            <Group justify="flex-end" gap="xs">
              <Button
                size="xs"
                variant="default"
                onClick={() => {
                  setEditing(false);
                  setText(note.content);
                  setError(null);
                }}
                disabled={edit.isPending}
              >
                Cancel
              </Button>
              <Button type="submit" size="xs" loading={edit.isPending}>
                Save note
              </Button>
            </Group>
          </Stack>
        </form>
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
                  setText(note.content);
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
