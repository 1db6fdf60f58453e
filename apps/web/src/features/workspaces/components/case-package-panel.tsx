import type { GetCasePackageResponse } from '@lexi/shared/api/case-package';
import { messages } from '@lexi/shared/messages';
import { Button, Group, Select, Skeleton, Stack, Tabs, Text } from '@mantine/core';
import { IconDownload, IconRefresh, IconSparkles } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PanelSection } from '../../../components/ui/panel-section.tsx';
import { ApiError, errorMessage } from '../../../lib/api-error.ts';
import { saveBlob } from '../../../lib/save-blob.ts';
import { useNotifiedMutation } from '../../../lib/use-notified-mutation.ts';
import { casePackageQuery, downloadCase, initializeCase, runAllModels } from '../api/case-package.ts';
import { packageTexts as t } from '../case-generation-texts.ts';
import { formatDateTime } from '../format-date.ts';
import type { GenerationStart } from '../hooks/use-case-generation.ts';
import { CaseGenerationOverlay } from './case-generation-overlay.tsx';
import { PackageDrafts } from './package-drafts.tsx';
import { PackageFacts } from './package-facts.tsx';
import { PackageJudgements } from './package-judgements.tsx';
import { PackageStrategyView } from './package-strategy.tsx';
import '../workspaces.css';

const l = messages.litigation;

interface Generation {
  begin: () => Promise<GenerationStart>;
  failure: string;
}

const newVersion = (workspaceId: string): Generation => ({
  begin: async () => ({ generated: false, ...(await runAllModels(workspaceId)) }),
  failure: l.runAllModelsFailed,
});
const resume = (workspaceId: string): Generation => ({
  begin: () => initializeCase(workspaceId),
  failure: l.initializeFailed,
});

function PackageTabs({
  workspaceId,
  pack,
  canEdit,
}: {
  workspaceId: string;
  pack: GetCasePackageResponse;
  canEdit: boolean;
}) {
  return (
    // A panel kept mounted stays mounted with its effects (display: none): in React's <Activity>,
    // Mantine's default, a hidden editor's effects are cleaned up and TipTap destroys the editor.
    <Tabs defaultValue="facts" keepMounted={false} keepMountedMode="display-none">
      <Tabs.List className="package-tabs">
        <Tabs.Tab value="facts">{`${t.tabs.facts} (${pack.facts.length})`}</Tabs.Tab>
        <Tabs.Tab value="judgements">{`${t.tabs.judgements} (${pack.judgements.length})`}</Tabs.Tab>
        <Tabs.Tab value="strategy">{t.tabs.strategy}</Tabs.Tab>
        <Tabs.Tab value="drafts">{`${t.tabs.drafts} (${pack.drafts.length})`}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="facts" pt="md">
        <PackageFacts facts={pack.facts} />
      </Tabs.Panel>
      <Tabs.Panel value="judgements" pt="md">
        <PackageJudgements judgements={pack.judgements} />
      </Tabs.Panel>
      <Tabs.Panel value="strategy" pt="md">
        <PackageStrategyView strategy={pack.strategy} />
      </Tabs.Panel>
      {/* Kept while another tab is read: unmounted, the editor lost the lawyer's unsaved edits. */}
      <Tabs.Panel value="drafts" pt="md" keepMounted>
        <PackageDrafts
          key={pack.version}
          workspaceId={workspaceId}
          version={pack.version}
          drafts={pack.drafts}
          canEdit={canEdit}
        />
      </Tabs.Panel>
    </Tabs>
  );
}

/**
 * The case package of a litigation workspace (issue 15): version selector, generate a new version,
 * download the case, and the package in tabs; or, before there is one, a way to generate it (which
 * resumes a generation still running).
 */
export function CasePackagePanel({
  workspaceId,
  workspaceName,
  canEdit,
}: {
  workspaceId: string;
  workspaceName: string;
  /** The caller may generate and edit (a firm's viewer reads and downloads only). */
  canEdit: boolean;
}) {
  const [version, setVersion] = useState<number | null>(null);
  const [generation, setGeneration] = useState<Generation | null>(null);
  const pack = useQuery(casePackageQuery(workspaceId, version));
  const download = useNotifiedMutation({
    mutationFn: async () => {
      const file = await downloadCase(workspaceId, workspaceName);
      saveBlob(file.blob, file.filename);
      return { message: l.caseFileDownloaded };
    },
    failure: l.downloadFailed,
  });

  const overlay = generation ? (
    <CaseGenerationOverlay
      workspaceId={workspaceId}
      begin={generation.begin}
      beginFailure={generation.failure}
      onClose={(outcome) => {
        setGeneration(null);
        if (outcome.kind === 'complete') setVersion(null);
      }}
    />
  ) : null;

  if (pack.isPending) {
    return (
      <PanelSection id="package" title={t.title}>
        <Stack gap="xs" role="status" aria-label={t.loading}>
          <Skeleton height={32} />
          <Skeleton height={120} />
        </Stack>
      </PanelSection>
    );
  }
  if (pack.isError) {
    const missing = pack.error instanceof ApiError && pack.error.status === 404;
    return (
      <>
        {missing ? (
          <EmptyState
            title={t.noPackageTitle}
            text={t.noPackage}
            action={
              canEdit ? (
                <Button
                  leftSection={<IconSparkles size={16} aria-hidden />}
                  onClick={() => setGeneration(resume(workspaceId))}
                >
                  {t.generate}
                </Button>
              ) : undefined
            }
          />
        ) : (
          <PanelSection id="package" title={t.title}>
            <Text c="var(--mantine-color-error)" role="alert">
              {errorMessage(pack.error, l.own.generation.fetchPackageFailed)}
            </Text>
            <Group>
              <Button variant="default" onClick={() => pack.refetch()} loading={pack.isFetching}>
                {t.tryAgain}
              </Button>
            </Group>
          </PanelSection>
        )}
        {overlay}
      </>
    );
  }

  const data = pack.data;
  return (
    <PanelSection
      id="package"
      title={t.title}
      actions={
        <Group gap="xs">
          {canEdit ? (
            <Button
              variant="default"
              leftSection={<IconRefresh size={16} aria-hidden />}
              onClick={() => setGeneration(newVersion(workspaceId))}
            >
              {t.generateNewVersion}
            </Button>
          ) : null}
          <Button
            leftSection={<IconDownload size={16} aria-hidden />}
            onClick={() => download.mutate()}
            loading={download.isPending}
          >
            {t.download}
          </Button>
        </Group>
      }
      dialogs={overlay}
    >
      <Select
        label={t.versionLabel}
        data={data.versions.map((v) => ({
          value: String(v.version),
          label: t.version(v.version, formatDateTime(v.generated_at)),
        }))}
        value={String(data.version)}
        allowDeselect={false}
        onChange={(value) => value && setVersion(Number(value))}
        maw={360}
      />
      <PackageTabs workspaceId={workspaceId} pack={data} canEdit={canEdit} />
    </PanelSection>
  );
}
