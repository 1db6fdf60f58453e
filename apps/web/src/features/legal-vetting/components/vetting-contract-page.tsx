import { VETTING_STATUS_LABELS, VETTING_STATUSES, type VettingStatus } from '@lexi/shared/api/legal-vetting';
import { messages } from '@lexi/shared/messages';
import { dateTimeLabel } from '@lexi/shared/zoned-time';
import {
  Alert,
  Anchor,
  Button,
  Group,
  Paper,
  Select,
  Skeleton,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import DOMPurify from 'dompurify';
import { useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import { errorMessage } from '../../../lib/api-error.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { browserTimeZone } from '../api/meetings.ts';
import { addVettingComment, updateVettingStatus, vettingContractQuery } from '../api/vetting.ts';
import { VettingStatusBadge } from './vetting-status-badge.tsx';

/** /legal-vetting/contracts/:contractId: the contract, the comments, and (for the lawyer) the status. */
export function VettingContractPage() {
  const { contractId = '' } = useParams();
  const timeZone = useMemo(browserTimeZone, []);
  const vetting = useQuery(vettingContractQuery(contractId));
  usePageTitle(vetting.data?.contract.title ?? 'Legal vetting');
  const queryClient = useQueryClient();
  const [comment, setComment] = useState('');
  const [status, setStatus] = useState<VettingStatus | null>(null);
  const refresh = (answer: Awaited<ReturnType<typeof addVettingComment>>) => {
    queryClient.setQueryData(vettingContractQuery(contractId).queryKey, answer);
    return queryClient.invalidateQueries({ queryKey: ['legal-vetting', 'requests'] });
  };
  const addComment = useMutation({
    mutationFn: () => addVettingComment(contractId, comment),
    onSuccess: async (answer) => {
      notifySuccess(answer.message, { step: 'vetting.add-comment' });
      setComment('');
      await refresh(answer);
    },
    onError: (error) =>
      notifyError(errorMessage(error, messages.common.serverError), { step: 'vetting.add-comment' }),
  });
  const changeStatus = useMutation({
    mutationFn: (next: VettingStatus) => updateVettingStatus(contractId, next),
    onSuccess: async (answer) => {
      notifySuccess(answer.message, { step: 'vetting.change-status' });
      setStatus(null);
      await refresh(answer);
    },
    onError: (error) =>
      notifyError(errorMessage(error, messages.common.serverError), { step: 'vetting.change-status' }),
  });
  const html = useMemo(
    () =>
      vetting.data
        ? DOMPurify.sanitize(vetting.data.contract.html_content, { USE_PROFILES: { html: true } })
        : '',
    [vetting.data],
  );

  if (vetting.isPending)
    return <Skeleton height={300} radius="lg" role="status" aria-label="Loading the contract" />;
  if (vetting.isError) {
    return (
      <Alert color="red" variant="light" title={messages.lawyer.vettingContractFailed}>
        <Anchor component={Link} to="/legal-vetting">
          Back to legal vetting
        </Anchor>
      </Alert>
    );
  }
  const contract = vetting.data.contract;
  const isLawyer = contract.role === 'lawyer';
  return (
    <Stack gap="xl">
      <Stack gap={4}>
        <Anchor component={Link} to={isLawyer ? '/lawyer-desk' : '/legal-vetting'} size="sm">
          {isLawyer ? 'Back to your lawyer desk' : 'Back to legal vetting'}
        </Anchor>
        <Group gap="sm" align="center">
          <Title order={1} fz={{ base: 24, sm: 30 }}>
            {contract.title}
          </Title>
          <VettingStatusBadge status={contract.status} />
        </Group>
        <Text c="dimmed">
          {isLawyer ? `Sent by ${contract.client.name}` : `Vetted by ${contract.lawyer.name}`}
        </Text>
      </Stack>
      {isLawyer ? (
        <Paper withBorder radius="lg" p="md">
          <Group gap="sm" align="flex-end">
            <Select
              label="Status"
              data={VETTING_STATUSES.map((value) => ({ value, label: VETTING_STATUS_LABELS[value] }))}
              value={status ?? contract.status}
              onChange={(value) => setStatus(value as VettingStatus | null)}
              allowDeselect={false}
            />
            <Button
              disabled={!status || status === contract.status}
              loading={changeStatus.isPending}
              onClick={() => status && changeStatus.mutate(status)}
            >
              Change status
            </Button>
          </Group>
        </Paper>
      ) : null}
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="sm">
          <Title order={2} fz="lg">
            Comments
          </Title>
          {contract.comments.length === 0 ? <Text size="sm">No comments yet.</Text> : null}
          {contract.comments.map((c) => (
            <Stack key={c.id} gap={2}>
              <Text size="sm" fw={600}>
                {`${c.author} (${c.author_role === 'lawyer' ? 'lawyer' : 'client'}) · ${dateTimeLabel(c.created_at, timeZone)}`}
              </Text>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {c.comment}
              </Text>
            </Stack>
          ))}
          <form
            onSubmit={(event) => {
              event.preventDefault();
              addComment.mutate();
            }}
          >
            <Stack gap="xs">
              <Textarea
                label="Add a comment"
                value={comment}
                maxLength={4000}
                minRows={2}
                onChange={(event) => setComment(event.currentTarget.value)}
              />
              <Button
                type="submit"
                disabled={comment.trim() === ''}
                loading={addComment.isPending}
                style={{ alignSelf: 'flex-start' }}
              >
                Add comment
              </Button>
            </Stack>
          </form>
        </Stack>
      </Paper>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <Title order={2} fz="lg" mb="sm">
          The contract
        </Title>
        {/* Sanitised above: only markup, no scripts or handlers. */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised with DOMPurify just above */}
        <div className="lexi-vetting-contract" dangerouslySetInnerHTML={{ __html: html }} />
      </Paper>
    </Stack>
  );
}
