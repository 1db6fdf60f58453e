import { messages } from '@lexi/shared/messages';
import {
  Button,
  Group,
  List,
  Loader,
  Modal,
  Paper,
  Progress,
  Stack,
  Text,
  ThemeIcon,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconCircleCheck, IconCircleDashed } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { casePackageKey } from '../api/case-package.ts';
import { caseGenerationStages, generationTexts as t } from '../case-generation-texts.ts';
import { currentStage } from '../generation-progress.ts';
import {
  type GenerationOutcome,
  type GenerationStart,
  useCaseGeneration,
} from '../hooks/use-case-generation.ts';
import { refreshWorkspace, refreshWorkspaceLists } from '../workspace-cache.ts';
import { litigationWorkspaceHref } from './litigation-workspace-card.tsx';

const l = messages.litigation;

interface CaseGenerationOverlayProps {
  workspaceId: string;
  begin: () => Promise<GenerationStart>;
  beginFailure: string;
  /** The overlay has closed: generation complete (the workspace is open), cancelled or failed. */
  onClose: (outcome: GenerationOutcome) => void;
}

/**
 * 'Building Your Litigation Workspace' (spec part 2 §2, §4): full screen, the five stages with
 * their sub-points, the progress and the server's notices; complete → the workspace's page,
 * cancel or failure → a toast and the overlay closes.
 */
export function CaseGenerationOverlay({
  workspaceId,
  begin,
  beginFailure,
  onClose,
}: CaseGenerationOverlayProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { view, cancel } = useCaseGeneration({
    workspaceId,
    begin,
    beginFailure,
    onFinish: (outcome) => {
      if (outcome.kind === 'complete') {
        void queryClient.invalidateQueries({ queryKey: casePackageKey(workspaceId) });
        void refreshWorkspace(queryClient, 'litigation', workspaceId);
        void refreshWorkspaceLists(queryClient, 'litigation');
        navigate(litigationWorkspaceHref(workspaceId));
      } else if (outcome.kind === 'cancelled') {
        notifySuccess(l.generationCancelledByUser, { title: l.generationCancelled });
      } else {
        notifyError(outcome.message);
      }
      onClose(outcome);
    },
  });
  const stage = currentStage(view);
  const shown = Math.floor(view.progress);
  const said = view.message || caseGenerationStages[Math.min(stage, caseGenerationStages.length - 1)]?.title;

  return (
    <Modal
      opened
      fullScreen
      onClose={() => {}}
      withCloseButton={false}
      closeOnEscape={false}
      closeOnClickOutside={false}
      title={l.buildingWorkspace}
      styles={{
        header: { justifyContent: 'center' },
        title: { fontSize: 'var(--mantine-font-size-xl)', fontWeight: 700, textAlign: 'center' },
      }}
    >
      <Stack maw={640} mx="auto" gap="lg" py="md">
        <Stack gap={6}>
          <Group justify="space-between" wrap="nowrap">
            <Text size="sm" c="dimmed">
              {t.overlayIntro}
            </Text>
            <Text fw={700} aria-hidden>{`${shown}%`}</Text>
          </Group>
          <Progress
            value={shown}
            size="lg"
            radius="xl"
            aria-label={t.progressLabel}
            transitionDuration={200}
          />
          <Text size="sm" role="status" aria-live="polite">
            {said}
          </Text>
        </Stack>
        {view.notice ? (
          <Paper withBorder radius="md" p="sm" bg="var(--mantine-primary-color-light)" role="status">
            <Text size="sm" fw={600}>
              {view.notice}
            </Text>
          </Paper>
        ) : null}
        <List spacing="md" listStyleType="none" aria-label={t.stagesLabel}>
          {caseGenerationStages.map((item, index) => {
            const state = index < stage ? 'done' : index === stage ? 'active' : 'pending';
            return (
              <List.Item
                key={item.title}
                aria-current={state === 'active' ? 'step' : undefined}
                icon={
                  <ThemeIcon
                    size={28}
                    radius="xl"
                    variant={state === 'pending' ? 'default' : 'light'}
                    color={state === 'done' ? 'teal' : undefined}
                  >
                    {state === 'done' ? (
                      <IconCircleCheck size={18} aria-hidden />
                    ) : state === 'active' ? (
                      <Loader size={14} aria-hidden />
                    ) : (
                      <IconCircleDashed size={18} aria-hidden />
                    )}
                  </ThemeIcon>
                }
              >
                <Title order={3} fz="md" c={state === 'pending' ? 'dimmed' : undefined}>
                  {item.title}
                  <VisuallyHidden>{` (${t.stageState[state]})`}</VisuallyHidden>
                </Title>
                <List size="sm" c="dimmed" withPadding spacing={2} mt={4}>
                  {item.points.map((point) => (
                    <List.Item key={point}>{point}</List.Item>
                  ))}
                </List>
              </List.Item>
            );
          })}
        </List>
        <Group justify="center">
          <Button variant="default" onClick={cancel} disabled={view.complete}>
            {t.cancel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
