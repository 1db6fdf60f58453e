import { messages } from '@lexi/shared/messages';
import { Anchor, Badge, Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { formatUpdated } from '../../../lib/format-date.ts';
import { useDashboardStore } from '../../dashboard/dashboard-store.ts';
import { analysesQuery } from '../api/iq-api.ts';
import { rememberLatestAnalysis } from '../api/remember-on-dashboard.ts';
import { ScoreBadge } from './score-badge.tsx';

const t = messages.analysis.texts;
const d = messages.analysis.page.dashboard;

/** Asks for what the section shows (the analyses). */
export function prefetchLatestAnalysis(queryClient: QueryClient): Promise<unknown> {
  return queryClient.prefetchQuery(analysesQuery);
}

/**
 * The dashboard's LeXi IQ card: the latest analysis (spec §3 keeps it in the dashboard data, so it
 * shows at once from the last visit and is refreshed from the server), or the way to a first one.
 */
export function LatestAnalysisSection() {
  const list = useQuery(analysesQuery);
  const stored = useDashboardStore((state) => state.iqAnalysis);
  const analyses = list.data?.analyses;
  useEffect(() => {
    if (analyses) rememberLatestAnalysis(analyses[0] ?? null);
  }, [analyses]);
  const latest = analyses ? (analyses[0] ?? null) : stored;
  const count = analyses?.length;

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="dash-iq">
      <Group justify="space-between" gap="md" align="center">
        <Group gap="md" wrap="nowrap" align="flex-start" style={{ flex: '1 1 260px', minWidth: 0 }}>
          <ThemeIcon size={40} radius="md" variant="light" aria-hidden>
            <IconSparkles size={22} />
          </ThemeIcon>
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Title order={2} fz="lg" id="dash-iq">
              {d.title}
            </Title>
            {latest ? (
              <Group gap="xs">
                <Anchor
                  component={Link}
                  to={`/iq/${latest.id}`}
                  fw={600}
                  style={{ overflowWrap: 'anywhere' }}
                >
                  {latest.file_name}
                </Anchor>
                <Badge variant="light" size="sm">
                  {t.kindLabels[latest.kind]}
                </Badge>
                {latest.score !== null ? <ScoreBadge score={latest.score} /> : null}
                <Text size="xs" c="dimmed">
                  {formatUpdated(latest.created_at)}
                  {count !== undefined && count > 1 ? d.inAll(count) : ''}
                </Text>
              </Group>
            ) : (
              <Text size="sm" c="dimmed">
                {d.none}
              </Text>
            )}
          </Stack>
        </Group>
        {/* The dashboard's one way into LeXi IQ, whose page also lists every analysis. */}
        <Button component={Link} to="/iq" variant="light">
          {messages.analysis.page.upload.title}
        </Button>
      </Group>
    </Paper>
  );
}
