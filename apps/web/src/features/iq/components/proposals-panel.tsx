import type { Proposal } from '@lexi/shared/api/iq';
import { messages } from '@lexi/shared/messages';
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';

const t = messages.analysis.texts;
const p = messages.analysis.page.proposals;
const statusColors = { pending: 'gray', accepted: 'teal', rejected: 'red' } as const;

/** A proposal's redline: deleted words struck through, inserted words underlined (<del>/<ins>). */
export function Redline({ runs }: { runs: Proposal['redline'] }) {
  return (
    <Text size="sm" className="iq-redline" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {runs.map((run, i) =>
        run.kind === 'delete' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: runs never move; their order is the text.
          <del key={i}>{run.text}</del>
        ) : run.kind === 'insert' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: as above.
          <ins key={i}>{run.text}</ins>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: as above.
          <span key={i}>{run.text}</span>
        ),
      )}
    </Text>
  );
}

interface ProposalsPanelProps {
  proposals: readonly Proposal[];
  /** The proposal whose decision is being saved. */
  deciding: string | null;
  onDecide: (proposal: Proposal, status: 'accepted' | 'rejected') => void;
}

/** The changes LeXi proposes: each as a redline with its rationale, accepted or rejected one by one. */
export function ProposalsPanel({ proposals, deciding, onDecide }: ProposalsPanelProps) {
  const accepted = proposals.filter((p) => p.status === 'accepted').length;
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="iq-proposals">
      <Stack gap="sm">
        <Title order={2} fz="md" id="iq-proposals">
          {p.heading(t.proposedChanges, accepted, proposals.length)}
        </Title>
        {proposals.length === 0 ? (
          <Text size="sm" c="dimmed">
            {p.none}
          </Text>
        ) : null}
        <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {proposals.map((proposal) => (
            <Paper
              key={proposal.id}
              withBorder
              radius="md"
              p="sm"
              component="li"
              aria-label={proposal.category}
            >
              <Stack gap={6}>
                <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
                  <Text fw={600} size="sm">
                    {proposal.original === '' ? p.add(proposal.category) : proposal.category}
                  </Text>
                  <Badge
                    color={statusColors[proposal.status]}
                    variant="light"
                    size="sm"
                    style={{ flexShrink: 0 }}
                  >
                    {t.proposalStatusLabels[proposal.status]}
                  </Badge>
                </Group>
                <Redline runs={proposal.redline} />
                <Text size="xs" c="dimmed">
                  {proposal.rationale}
                </Text>
                <Group gap="xs">
                  <Button
                    size="compact-sm"
                    variant={proposal.status === 'accepted' ? 'filled' : 'default'}
                    leftSection={<IconCheck size={14} aria-hidden />}
                    aria-pressed={proposal.status === 'accepted'}
                    loading={deciding === proposal.id}
                    onClick={() => onDecide(proposal, 'accepted')}
                  >
                    {p.accept}
                  </Button>
                  <Button
                    size="compact-sm"
                    variant={proposal.status === 'rejected' ? 'filled' : 'default'}
                    color="red.9"
                    leftSection={<IconX size={14} aria-hidden />}
                    aria-pressed={proposal.status === 'rejected'}
                    disabled={deciding === proposal.id}
                    onClick={() => onDecide(proposal, 'rejected')}
                  >
                    {p.reject}
                  </Button>
                </Group>
              </Stack>
            </Paper>
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
}
