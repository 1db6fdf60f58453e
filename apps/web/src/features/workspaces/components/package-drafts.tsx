import type { PackageDraft } from '@lexi/shared/api/case-package';
import { messages } from '@lexi/shared/messages';
import { Badge, Button, Group, Select, Stack, Text } from '@mantine/core';
import { IconDeviceFloppy, IconDownload } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import type { Editor } from '@tiptap/react';
import { useCallback, useState } from 'react';
import { LexiRichTextEditor } from '../../../components/ui/rich-text-editor.tsx';
import { saveBlob } from '../../../lib/save-blob.ts';
import { useNotifiedMutation } from '../../../lib/use-notified-mutation.ts';
import { casePackageKey, downloadDraft, updateDraft } from '../api/case-package.ts';
import { packageTexts as t } from '../case-generation-texts.ts';

const g = messages.litigation.own.generation;

/**
 * One draft in the editor: edit, save (update-draft/), and its text kept until saved; download the
 * saved text as DOCX (download-draft/).
 */
function DraftEditor({
  workspaceId,
  version,
  draft,
  canEdit,
}: {
  workspaceId: string;
  version: number;
  draft: PackageDraft;
  canEdit: boolean;
}) {
  const queryClient = useQueryClient();
  const [html, setHtml] = useState(draft.html);
  // The saved text as the editor writes it back: TipTap normalises the HTML it is given (attributes,
  // empty paragraphs), so the saved text itself is compared in that form, or an untouched draft
  // would read as changed.
  const [saved, setSaved] = useState(draft.html);
  const onReady = useCallback((editor: Editor | null) => {
    if (!editor) return;
    const normalised = editor.getHTML();
    setSaved(normalised);
    setHtml(normalised);
  }, []);
  const save = useNotifiedMutation({
    mutationFn: (text: string) => updateDraft({ workspace_id: workspaceId, draft_id: draft.id, html: text }),
    success: g.draftSaved,
    failure: g.saveDraftFailed,
    refresh: () => queryClient.invalidateQueries({ queryKey: casePackageKey(workspaceId) }),
  });
  const download = useNotifiedMutation({
    mutationFn: async () => {
      const file = await downloadDraft(
        { workspace_id: workspaceId, draft_id: draft.id, version },
        draft.title,
      );
      saveBlob(file.blob, file.filename);
      return { message: g.draftDownloaded };
    },
    failure: g.downloadDraftFailed,
  });
  const changed = html !== saved;
  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="xs">
        {changed ? (
          <Badge color="yellow" variant="light">
            {t.unsaved}
          </Badge>
        ) : (
          <span />
        )}
        <Group gap="xs">
          <Button
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
            onClick={() => download.mutate()}
            loading={download.isPending}
          >
            {t.downloadDocx}
          </Button>
          {canEdit ? (
            <Button
              leftSection={<IconDeviceFloppy size={16} aria-hidden />}
              onClick={() => save.mutate(html)}
              loading={save.isPending}
              disabled={!changed}
            >
              {t.save}
            </Button>
          ) : null}
        </Group>
      </Group>
      <LexiRichTextEditor
        content={draft.html}
        editable={canEdit}
        label={t.draftText(draft.title)}
        className="lexi-draft-editor"
        onReady={onReady}
        onChange={setHtml}
      />
    </Stack>
  );
}

/** The drafts fit for the side and the case type, one at a time in the TipTap editor. */
export function PackageDrafts({
  workspaceId,
  version,
  drafts,
  canEdit,
}: {
  workspaceId: string;
  /** The package version the drafts belong to (download-draft/ names it). */
  version: number;
  drafts: readonly PackageDraft[];
  /** The caller may edit and save the drafts; a firm's viewer reads and downloads them. */
  canEdit: boolean;
}) {
  const [chosenId, setChosenId] = useState<string | null>(drafts[0]?.id ?? null);
  // The drafts opened so far stay mounted, hidden but for the chosen one: switching drafts dropped
  // the unsaved edits of the one left.
  const [opened, setOpened] = useState<ReadonlySet<string>>(() => new Set(chosenId ? [chosenId] : []));
  const chosen = drafts.find((d) => d.id === chosenId) ?? drafts[0];
  if (!chosen) return <Text c="dimmed">{t.noDrafts}</Text>;
  return (
    <Stack gap="md">
      <Select
        label={t.draftLabel}
        data={drafts.map((d) => ({ value: d.id, label: d.title }))}
        value={chosen.id}
        allowDeselect={false}
        onChange={(value) => {
          if (!value) return;
          setChosenId(value);
          setOpened((all) => new Set(all).add(value));
        }}
        maw={420}
      />
      {drafts
        .filter((d) => d.id === chosen.id || opened.has(d.id))
        .map((d) => (
          <div key={d.id} hidden={d.id !== chosen.id}>
            {/* A new key per saved version: the editor starts from that text. */}
            <DraftEditor
              key={d.updated_at}
              workspaceId={workspaceId}
              version={version}
              draft={d}
              canEdit={canEdit}
            />
          </div>
        ))}
    </Stack>
  );
}
