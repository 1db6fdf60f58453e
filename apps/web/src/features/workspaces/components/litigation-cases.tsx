import type { LitigationCase, UpdateCaseRequest } from '@lexi/shared/api/litigation';
import { messages } from '@lexi/shared/messages';
import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-error.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { deleteLitigationCase, updateLitigationCase } from '../api/litigation-workspaces.ts';
import { refreshWorkspace } from '../workspace-cache.ts';
import { CaseEditModal } from './case-edit-modal.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { Detail } from './detail.tsx';

const l = messages.litigation;

/** The cases of a litigation workspace, each editable and deletable (after asking). */
export function LitigationCases({
  workspaceId,
  cases,
}: {
  workspaceId: string;
  cases: readonly LitigationCase[];
}) {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<LitigationCase | null>(null);
  const [toDelete, setToDelete] = useState<LitigationCase | null>(null);
  const refresh = () => refreshWorkspace(queryClient, 'litigation', workspaceId);
  const update = useMutation({
    mutationFn: (request: UpdateCaseRequest) => updateLitigationCase(request),
    onSuccess: async (answer) => {
      notifySuccess(answer.message || l.updated);
      setEditing(null);
      await refresh();
    },
    onError: (error) => notifyError(errorMessage(error, l.updateCaseFailed)),
  });
  const remove = useMutation({
    mutationFn: (id: string) => deleteLitigationCase(id),
    onSuccess: async (answer) => {
      notifySuccess(answer.message || l.deleted);
      setToDelete(null);
      await refresh();
    },
    onError: (error) => notifyError(errorMessage(error, l.deleteCaseFailed)),
  });

  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="cases-title">
      <Stack gap="md">
        <Title order={2} fz="lg" id="cases-title">
          Cases
        </Title>
        {cases.length === 0 ? (
          <Text size="sm" c="dimmed">
            No case yet. Once the case details are extracted, LeXi creates the case here.
          </Text>
        ) : (
          cases.map((item) => (
            <Paper
              key={item.id}
              withBorder
              radius="md"
              p="md"
              component="article"
              aria-label={`Case ${item.complainant} v ${item.accused}`}
            >
              <Stack gap="sm">
                <Group justify="space-between" gap="xs">
                  <Group gap="xs">
                    <Badge variant="light">{item.case_type}</Badge>
                    <Text size="sm" c="dimmed">{`Representing the ${item.representing}`}</Text>
                  </Group>
                  <Group gap="xs">
                    <Button size="compact-xs" variant="subtle" onClick={() => setEditing(item)}>
                      Edit case
                    </Button>
                    <Button
                      size="compact-xs"
                      variant="subtle"
                      color="red"
                      c="var(--mantine-color-error)"
                      onClick={() => setToDelete(item)}
                    >
                      Delete case
                    </Button>
                  </Group>
                </Group>
                <SimpleGrid cols={{ base: 1, sm: 3 }} component="dl" m={0}>
                  <Detail label="Complainant" value={item.complainant || '—'} />
                  <Detail label="Accused" value={item.accused || '—'} />
                  <Detail label="Victim" value={item.victim || '—'} />
                </SimpleGrid>
                <Stack gap={2} component="dl" m={0}>
                  <Detail label="Allegations" value={item.allegations || '—'} />
                </Stack>
                <Stack gap={2} component="dl" m={0}>
                  <Detail label="Facts Summary" value={item.facts_summary || '—'} />
                </Stack>
              </Stack>
            </Paper>
          ))
        )}
      </Stack>
      <CaseEditModal
        litigationCase={editing}
        busy={update.isPending}
        onClose={() => setEditing(null)}
        onSave={(request) => update.mutate(request)}
      />
      <ConfirmDialog
        opened={toDelete !== null}
        title="Delete this case?"
        text="The case and its details will be deleted from this workspace. This cannot be undone."
        confirmLabel="Delete case"
        loading={remove.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={() => toDelete && remove.mutate(toDelete.id)}
      />
    </Paper>
  );
}
