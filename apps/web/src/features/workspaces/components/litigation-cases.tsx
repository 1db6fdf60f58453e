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

const page = messages.litigation.page;
const f = page.caseFields;

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
      title={page.cases.title}
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
            title={page.cases.deleteTitle}
            text={page.cases.deleteText}
            confirmLabel={page.cases.deleteCase}
          />
        </>
      }
    >
      {cases.length === 0 ? (
        <Text size="sm" c="dimmed">
          {page.cases.none}
        </Text>
      ) : (
        cases.map((item) => (
          <Paper
            key={item.id}
            withBorder
            radius="md"
            p="md"
            component="article"
            aria-label={page.cases.caseLabel(item.complainant, item.accused)}
          >
            <Stack gap="sm">
              <Group justify="space-between" gap="xs">
                <Group gap="xs">
                  <Badge variant="light">{item.case_type}</Badge>
                  <Text size="sm" c="dimmed">
                    {page.cases.representingThe(item.representing)}
                  </Text>
                </Group>
                {canEdit ? (
                  <Group gap="xs">
                    <Button size="compact-xs" variant="subtle" onClick={() => setEditing(item)}>
                      {page.cases.editCase}
                    </Button>
                    <Button
                      size="compact-xs"
                      variant="subtle"
                      color="red"
                      c="var(--mantine-color-error)"
                      onClick={() => deletion.ask(item)}
                    >
                      {page.cases.deleteCase}
                    </Button>
                  </Group>
                ) : null}
              </Group>
              <SimpleGrid cols={{ base: 1, sm: 3 }} component="dl" m={0}>
                <Detail label={f.complainant} value={item.complainant || '—'} />
                <Detail label={f.accused} value={item.accused || '—'} />
                <Detail label={f.victim} value={item.victim || '—'} />
              </SimpleGrid>
              <Stack gap={2} component="dl" m={0}>
                <Detail label={f.allegations} value={item.allegations || '—'} />
              </Stack>
              <Stack gap={2} component="dl" m={0}>
                <Detail label={f.factsSummary} value={item.facts_summary || '—'} />
              </Stack>
            </Stack>
          </Paper>
        ))
      )}
    </PanelSection>
  );
}
