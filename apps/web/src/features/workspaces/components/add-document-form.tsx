import type { WorkspaceDocument } from '@lexi/shared/api/workspaces';
import { Button, Group, Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { useNotifiedMutation } from '../../../lib/use-notified-mutation.ts';
import { addWorkspaceDocument } from '../api/contract-workspaces.ts';
import { myDocumentsQuery } from '../api/my-documents.ts';
import { workspaceTexts } from '../workspace-texts.ts';

interface AddDocumentFormProps {
  workspaceId: string;
  documents: readonly WorkspaceDocument[];
  onDone: () => void;
  onAdded: () => Promise<unknown>;
}

/** Adds one of the user's contracts or e-mohar documents (not yet here) to the workspace. */
export function AddDocumentForm({ workspaceId, documents, onDone, onAdded }: AddDocumentFormProps) {
  const mine = useQuery(myDocumentsQuery);
  const [chosen, setChosen] = useState<string | null>(null);
  const inHere = new Set(documents.map((document) => `${document.kind}:${document.id}`));
  const options = (mine.data ?? [])
    .filter((document) => !inHere.has(`${document.kind}:${document.id}`))
    .map((document) => ({
      value: `${document.kind}:${document.id}`,
      label: `${document.title} (${document.kind === 'contract' ? 'contract' : 'e-mohar'}${
        document.workspace_id ? ', moves from another workspace' : ''
      })`,
    }));
  const add = useNotifiedMutation({
    mutationFn: (value: string) => {
      const [kind, ...rest] = value.split(':');
      return addWorkspaceDocument({
        workspace_id: workspaceId,
        kind: kind === 'emohar' ? 'emohar' : 'contract',
        document_id: rest.join(':'),
      });
    },
    failure: workspaceTexts.documentAddFailed,
    close: () => {
      setChosen(null);
      onDone();
    },
    refresh: onAdded,
  });
  if (mine.isError) {
    return (
      <LoadError
        title={workspaceTexts.myDocumentsFailed}
        error={mine.error}
        onRetry={mine.refetch}
        retrying={mine.isFetching}
      />
    );
  }
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (chosen) add.mutate(chosen);
      }}
    >
      <Group align="flex-end" gap="xs" wrap="wrap">
        <Select
          label="Your contract or e-mohar document"
          placeholder={mine.isPending ? 'Loading your documents…' : 'Choose a document'}
          data={options}
          value={chosen}
          onChange={setChosen}
          searchable
          nothingFoundMessage="No document to add"
          disabled={mine.isPending || add.isPending}
          style={{ flex: '1 1 280px' }}
        />
        <Button type="submit" size="sm" disabled={!chosen} loading={add.isPending}>
          Add to workspace
        </Button>
        <Button size="sm" variant="default" onClick={onDone} disabled={add.isPending}>
          Cancel
        </Button>
      </Group>
    </form>
  );
}
