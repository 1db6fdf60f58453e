import type { LitigationCase, UpdateCaseRequest } from '@lexi/shared/api/litigation';
import { messages } from '@lexi/shared/messages';
import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { PanelSection } from '../../../components/ui/panel-section.tsx';
import { useNotifiedMutation } from '../../../lib/use-notified-mutation.ts';
import { deleteLitigationCase, updateLitigationCase } from '../api/litigation-workspaces.ts';
import { useAskThenRemove } from '../hooks/use-ask-then-remove.ts';
import { refreshWorkspace } from '../workspace-cache.ts';
import { CaseEditModal } from './case-edit-modal.tsx';
import { Detail } from './detail.tsx';

const l = messages.litigation;

/** The cases of a litigation workspace, each editable and deletable (after asking) by who may change it. */
export function LitigationCases({
  workspaceId,
  cases,
  canEdit,
}: {
  workspaceId: string;
  cases: readonly LitigationCase[];
  canEdit: boolean;
}) {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<LitigationCase | null>(null);
  const refresh = () => refreshWorkspace(queryClient, 'litigation', workspaceId);
  const update = useNotifiedMutation({
    mutationFn: (request: UpdateCaseRequest) => updateLitigationCase(request),
    success: l.own.caseUpdated,
    failure: l.updateCaseFailed,
    close: () => setEditing(null),
    refresh,
  });
  const deletion = useAskThenRemove({
    remove: (item: LitigationCase) => deleteLitigationCase(item.id),
    success: l.own.caseDeleted,
    failure: l.deleteCaseFailed,
    refresh,
  });

  return (
    <PanelSection
      id="cases"
      title="Cases"
      dialogs={
        <>
          <CaseEditModal
            litigationCase={editing}
            busy={update.isPending}
            onClose={() => setEditing(null)}
            onSave={(request) => update.mutate(request)}
          />
          <ConfirmDialog
            {...deletion.confirm}
            title="Delete this case?"
            text="The case and its details will be deleted from this workspace. This cannot be undone."
            confirmLabel="Delete case"
          />
        </>
      }
    >
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
                {canEdit ? (
                  <Group gap="xs">
                    <Button size="compact-xs" variant="subtle" onClick={() => setEditing(item)}>
                      Edit case
                    </Button>
                    <Button
                      size="compact-xs"
                      variant="subtle"
                      color="red"
                      c="var(--mantine-color-error)"
                      onClick={() => deletion.ask(item)}
                    >
                      Delete case
                    </Button>
                  </Group>
                ) : null}
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
    </PanelSection>
  );
}
