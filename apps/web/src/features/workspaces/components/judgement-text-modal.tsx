import type { PackageJudgement } from '@lexi/shared/api/case-package';
import { messages } from '@lexi/shared/messages';
import { Button, Group, Modal, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { errorMessage } from '../../../lib/api-error.ts';
import { judgementQuery } from '../api/judgements.ts';
import { packageTexts as t } from '../case-generation-texts.ts';

function JudgementText({ judgementId }: { judgementId: string }) {
  const judgement = useQuery(judgementQuery(judgementId));
  if (judgement.isPending) {
    return (
      <Stack gap="xs" role="status" aria-label={t.judgementLoading}>
        <Skeleton height={16} />
        <Skeleton height={16} />
        <Skeleton height={16} width="70%" />
      </Stack>
    );
  }
  if (judgement.isError) {
    return (
      <Group>
        <Text c="var(--mantine-color-error)" role="alert">
          {errorMessage(judgement.error, t.judgementFailed)}
        </Text>
        <Button variant="default" size="xs" onClick={() => judgement.refetch()}>
          {t.tryAgain}
        </Button>
      </Group>
    );
  }
  const { citation, court, year, text } = judgement.data;
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {[citation, court, year].filter(Boolean).join(' · ')}
      </Text>
      <Text style={{ whiteSpace: 'pre-wrap' }}>{text}</Text>
    </Stack>
  );
}

/** A judgement of the package, read in full. */
export function JudgementTextModal({
  judgement,
  onClose,
}: {
  judgement: PackageJudgement | null;
  onClose: () => void;
}) {
  return (
    <Modal
      opened={judgement !== null}
      onClose={onClose}
      title={judgement?.title}
      size="xl"
      closeButtonProps={{ 'aria-label': messages.litigation.page.closeJudgement }}
    >
      {judgement ? <JudgementText judgementId={judgement.judgement_id} /> : null}
    </Modal>
  );
}
