import type { Analysis, Proposal } from '@lexi/shared/api/iq';
import { messages } from '@lexi/shared/messages';
import { Alert, Anchor, Badge, Button, Grid, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconArrowLeft } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../../lib/api-error.ts';
import { formatUpdated } from '../../../lib/format-date.ts';
import { useNotifiedMutation } from '../../../lib/use-notified-mutation.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { analysesKey, analysisKey, analysisQuery, chooseParty, decideProposal } from '../api/iq-api.ts';
import { type MarkKey, markElementId } from '../document-marks.ts';
import { DocumentView } from './document-view.tsx';
import { ExportButtons } from './export-buttons.tsx';
import { FindingsPanel } from './findings-panel.tsx';
import { KeyFactsCard } from './key-facts-card.tsx';
import { MissingClausesCard } from './missing-clauses-card.tsx';
import { PartyChangeDialog } from './party-change-dialog.tsx';
import { PartySelector } from './party-selector.tsx';
import { ProposalsPanel } from './proposals-panel.tsx';
import { ScoreCard } from './score-card.tsx';
import '../iq.css';

const a = messages.analysis;
const t = a.texts;
const p = a.page;

function BackLink() {
  return (
    <Anchor component={Link} to="/iq" size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={16} aria-hidden />
        {p.result.back}
      </Group>
    </Anchor>
  );
}

/** The result itself: header with party and exports, the contract beside its findings. */
function AnalysisResult({ analysis }: { analysis: Analysis }) {
  const queryClient = useQueryClient();
  const [active, setActive] = useState<{ key: MarkKey; at: number } | null>(null);
  // Back to the button that showed the passage: on a phone the findings are far above the contract
  // (Safari does not focus a clicked button, so it is found by its passage, not as the focus).
  const backToFinding = () => {
    if (active === null) return;
    const from = document.querySelector<HTMLElement>(`[data-mark-key="${active.key}"]`);
    from?.scrollIntoView?.({ block: 'center' });
    from?.focus({ preventScroll: true });
    setActive(null);
  };
  const activeCategory =
    active === null ? null : analysis.findings[Number(active.key.split('-')[0])]?.category;
  const [askParty, setAskParty] = useState<1 | 2 | null>(null);
  const decided = analysis.proposals.filter((p) => p.status !== 'pending').length;
  const store = (next: Analysis) =>
    queryClient.setQueryData(analysisKey(analysis.id), {
      success: true as const,
      message: '',
      analysis: next,
    });

  const party = useNotifiedMutation({
    mutationFn: async (chosen: 1 | 2) => {
      const answer = await chooseParty(analysis.id, chosen);
      store(answer.analysis);
      return answer;
    },
    failure: a.own.partyFailed,
    refresh: () => queryClient.invalidateQueries({ queryKey: analysesKey }),
  });
  const decide = useNotifiedMutation({
    mutationFn: async ({ proposal, status }: { proposal: Proposal; status: 'accepted' | 'rejected' }) => {
      const answer = await decideProposal(analysis.id, proposal.id, status);
      const current = queryClient.getQueryData<{ analysis: Analysis }>(analysisKey(analysis.id))?.analysis;
      if (current) {
        store({
          ...current,
          proposals: current.proposals.map((p) => (p.id === proposal.id ? answer.proposal : p)),
        });
      }
      return answer;
    },
    failure: a.own.decideFailed,
  });

  useEffect(() => {
    if (active === null) return;
    const start = document.getElementById(markElementId(active.key));
    start?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
    // The focus follows the eye, so that a keyboard or screen-reader user lands on the passage
    // (on a phone, below all the findings) rather than staying on the button.
    start?.closest('mark')?.focus({ preventScroll: true });
  }, [active]);

  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <BackLink />
        <Group justify="space-between" align="flex-end" gap="md">
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Title order={1} fz={{ base: 22, sm: 28 }} style={{ overflowWrap: 'anywhere' }}>
              {analysis.file_name}
            </Title>
            <Group gap="xs">
              <Badge variant="light">{t.kindLabels[analysis.kind]}</Badge>
              <Text size="sm" c="dimmed">
                {formatUpdated(analysis.created_at)}
              </Text>
            </Group>
          </Stack>
          <ExportButtons analysis={analysis} />
        </Group>
        <PartySelector
          party={analysis.party}
          parties={analysis.key_facts.parties}
          pending={party.isPending}
          onChange={(chosen) => (decided > 0 ? setAskParty(chosen) : party.mutate(chosen))}
        />
        <PartyChangeDialog
          party={askParty}
          decided={decided}
          onCancel={() => setAskParty(null)}
          onConfirm={(chosen) => {
            setAskParty(null);
            party.mutate(chosen);
          }}
        />
      </Stack>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 5 }} order={{ base: 1, md: 2 }}>
          <Stack gap="md">
            <ScoreCard analysis={analysis} />
            <FindingsPanel
              findings={analysis.findings}
              onShow={(key) => setActive({ key, at: Date.now() })}
            />
            {analysis.kind === 'negotiation' ? (
              <ProposalsPanel
                proposals={analysis.proposals}
                deciding={decide.isPending ? (decide.variables?.proposal.id ?? null) : null}
                onDecide={(proposal, status) => decide.mutate({ proposal, status })}
              />
            ) : null}
            <MissingClausesCard missing={analysis.missing_reasons} />
            <KeyFactsCard facts={analysis.key_facts} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }} order={{ base: 2, md: 1 }} className="iq-document-column">
          <DocumentView
            text={analysis.text}
            findings={analysis.findings}
            active={active?.key ?? null}
            back={
              activeCategory ? { label: p.result.backToFinding(activeCategory), onBack: backToFinding } : null
            }
          />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

/** /iq/:id: one analysis, with loading, not-found and failed states. */
export function AnalysisPage() {
  const { id = '' } = useParams();
  const query = useQuery(analysisQuery(id));
  const analysis = query.data?.analysis;
  usePageTitle(analysis ? p.pageTitle(analysis.file_name) : p.productName);

  if (query.isPending) {
    return (
      <Stack gap="md" aria-busy="true" aria-label={p.result.loading}>
        <Skeleton height={32} width="60%" />
        <Skeleton height={120} />
        <Skeleton height={320} />
      </Stack>
    );
  }
  if (query.isError || !analysis) {
    const notFound = query.error instanceof ApiError && query.error.status === 404;
    return (
      <Stack gap="md">
        <BackLink />
        <Title order={1} fz={{ base: 22, sm: 28 }}>
          {p.productName}
        </Title>
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertCircle aria-hidden />}
          title={notFound ? a.own.notFound : a.fetchFailed}
        >
          {notFound ? (
            <Text size="sm">{p.result.notFoundText}</Text>
          ) : (
            <Button size="xs" variant="default" onClick={() => query.refetch()} loading={query.isFetching}>
              {p.tryAgain}
            </Button>
          )}
        </Alert>
      </Stack>
    );
  }
  if (analysis.status !== 'done') {
    return (
      <Stack gap="md">
        <BackLink />
        <Title order={1} fz={{ base: 22, sm: 28 }}>
          {analysis.file_name}
        </Title>
        <Alert
          color={analysis.status === 'failed' ? 'red' : 'gray'}
          variant="light"
          title={t.statusLabels[analysis.status]}
        >
          {analysis.status === 'failed' ? a.analyzeFailed : p.result.stillReading}
        </Alert>
      </Stack>
    );
  }
  return <AnalysisResult analysis={analysis} />;
}
