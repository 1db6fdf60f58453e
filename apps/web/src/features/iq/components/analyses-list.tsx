import type { AnalysisSummary } from '@lexi/shared/api/iq';
import { messages } from '@lexi/shared/messages';
import {
  ActionIcon,
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconAlertCircle, IconTrash } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Dialog, DialogActions } from '../../../components/ui/dialog.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { formatUpdated } from '../../../lib/format-date.ts';
import { useNotifiedMutation } from '../../../lib/use-notified-mutation.ts';
import { analysesKey, analysesQuery, deleteAnalysis } from '../api/iq-api.ts';
import { rememberLatestAnalysis } from '../api/remember-on-dashboard.ts';
import { ScoreBadge } from './score-badge.tsx';

const t = messages.analysis.texts;
const p = messages.analysis.page;

function AnalysisRow({ analysis, onDelete }: { analysis: AnalysisSummary; onDelete: () => void }) {
  return (
    <Paper withBorder radius="md" p="md" component="li">
      <Group justify="space-between" wrap="nowrap" gap="sm" align="center">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Anchor component={Link} to={`/iq/${analysis.id}`} fw={600} style={{ overflowWrap: 'anywhere' }}>
            {analysis.file_name}
          </Anchor>
          <Group gap="xs">
            <Badge variant="light" size="sm">
              {t.kindLabels[analysis.kind]}
            </Badge>
            <Text size="xs" c="dimmed">
              {formatUpdated(analysis.created_at)}
            </Text>
            {analysis.status !== 'done' ? (
              <Badge color={analysis.status === 'failed' ? 'red' : 'gray'} size="sm" variant="outline">
                {t.statusLabels[analysis.status]}
              </Badge>
            ) : null}
          </Group>
        </Stack>
        <Group gap="xs" wrap="nowrap">
          {analysis.score !== null ? <ScoreBadge score={analysis.score} /> : null}
          <ActionIcon
            variant="subtle"
            color="red"
            size="lg"
            aria-label={p.list.deleteLabel(analysis.file_name)}
            onClick={onDelete}
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Group>
      </Group>
    </Paper>
  );
}

/** The user's analyses, newest first, each opened or deleted (after asking); the latest is kept for the dashboard. */
export function AnalysesList() {
  const list = useQuery(analysesQuery);
  const queryClient = useQueryClient();
  const [deleting, setDeleting] = useState<AnalysisSummary | null>(null);
  const remove = useNotifiedMutation({
    mutationFn: (id: string) => deleteAnalysis(id),
    success: messages.analysis.own.deleted,
    failure: messages.analysis.own.deleteFailed,
    close: () => setDeleting(null),
    refresh: () => queryClient.invalidateQueries({ queryKey: analysesKey }),
  });
  const analyses = list.data?.analyses;
  useEffect(() => {
    if (analyses) rememberLatestAnalysis(analyses[0] ?? null);
  }, [analyses]);

  return (
    <Stack gap="sm" component="section" aria-labelledby="iq-analyses">
      <Title order={2} fz="lg" id="iq-analyses">
        {p.list.title}
      </Title>
      {list.isPending ? (
        <Stack gap="sm" aria-busy="true" aria-label={p.list.loading}>
          <Skeleton height={64} radius="md" />
          <Skeleton height={64} radius="md" />
        </Stack>
      ) : null}
      {list.isError ? (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertCircle aria-hidden />}
          title={messages.analysis.fetchFailed}
        >
          <Button size="xs" variant="default" onClick={() => list.refetch()} loading={list.isFetching}>
            {p.tryAgain}
          </Button>
        </Alert>
      ) : null}
      {analyses && analyses.length === 0 ? (
        <EmptyState title={p.list.emptyTitle} text={p.list.emptyText} />
      ) : null}
      {analyses && analyses.length > 0 ? (
        <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {analyses.map((analysis) => (
            <AnalysisRow key={analysis.id} analysis={analysis} onDelete={() => setDeleting(analysis)} />
          ))}
        </Stack>
      ) : null}
      <Dialog opened={deleting !== null} onClose={() => setDeleting(null)} title={p.list.deleteTitle}>
        <Stack gap="md">
          <Text size="sm">
            {p.list.deleteText.before} <strong>{deleting?.file_name}</strong> {p.list.deleteText.after}
          </Text>
          <DialogActions onCancel={() => setDeleting(null)}>
            <Button
              color="red"
              loading={remove.isPending}
              onClick={() => deleting && remove.mutate(deleting.id)}
            >
              {p.list.deleteButton}
            </Button>
          </DialogActions>
        </Stack>
      </Dialog>
    </Stack>
  );
}
