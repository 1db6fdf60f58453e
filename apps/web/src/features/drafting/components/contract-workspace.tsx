import type { ContractKind, ShowContractResponse } from '@lexi/shared/api/contracts';
import { Alert, Badge, Button, Group, Menu, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  IconChevronDown,
  IconDeviceFloppy,
  IconDownload,
  IconLock,
  IconPencil,
  IconShare,
  IconTrash,
} from '@tabler/icons-react';
import type { Editor } from '@tiptap/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useDraftStore } from '../drafting-store.ts';
import { useContractActions } from '../hooks/use-contract-actions.ts';
import { ContractEditor } from './contract-editor.tsx';
import { DeleteContractModal } from './delete-contract-modal.tsx';
import { ShareContractModal } from './share-contract-modal.tsx';

const statusColors = { draft: 'gray', final: 'indigo', shared: 'blue', signed: 'teal' } as const;

interface ContractWorkspaceProps {
  contract: ShowContractResponse;
  kind: ContractKind;
}

/** The editor and its actions: save, download (DOCX, PDF), make editable, share, delete. */
export function ContractWorkspace({ contract, kind }: ContractWorkspaceProps) {
  const actions = useContractActions(contract, kind);
  const [editor, setEditor] = useState<Editor | null>(null);
  const [shareOpened, share] = useDisclosure(false);
  const [deleteOpened, confirmDelete] = useDisclosure(false);
  const printable = useRef<HTMLDivElement>(null);
  const loading = useDraftStore((state) => state.loading);

  useEffect(() => {
    useDraftStore.getState().openContract(contract.id, contract.html_content);
  }, [contract.id, contract.html_content]);

  const onChange = useCallback((html: string) => useDraftStore.getState().setEditorContent(html), []);
  const snapshot = () => ({
    html: editor?.getHTML() ?? contract.html_content,
    text: editor?.getText({ blockSeparator: '\n\n' }) ?? contract.contract_text,
  });

  const downloadPdf = () => {
    const element = printable.current;
    if (!element) return;
    const { html } = snapshot();
    element.innerHTML = html;
    actions.savePdf.mutate({ element, html, isTranslated: contract.contract_data.is_translated === true });
  };

  return (
    <Stack gap="lg">
      <Stack gap={6}>
        <Group gap="sm" align="center">
          <Title order={1} fz={{ base: 24, sm: 30 }}>
            {contract.title}
          </Title>
          <Badge color={statusColors[contract.status]} variant="light">
            {contract.status}
          </Badge>
        </Group>
        <Text c="dimmed" size="sm">
          {`With ${contract.counter_party_name}`}
          {contract.expiry_date ? ` · expires ${contract.expiry_date}` : ' · no fixed expiry'}
        </Text>
      </Stack>

      <Group gap="sm" wrap="wrap">
        {contract.is_editable ? (
          <Button
            leftSection={<IconDeviceFloppy size={16} aria-hidden />}
            loading={actions.save.isPending || loading.save}
            onClick={() => actions.save.mutate(snapshot())}
          >
            Save
          </Button>
        ) : (
          <Button
            leftSection={<IconPencil size={16} aria-hidden />}
            loading={actions.makeEditable.isPending || loading.edit}
            onClick={() => actions.makeEditable.mutate()}
          >
            Make editable
          </Button>
        )}
        <Menu position="bottom-start" withinPortal>
          <Menu.Target>
            <Button
              variant="default"
              leftSection={<IconDownload size={16} aria-hidden />}
              rightSection={<IconChevronDown size={14} aria-hidden />}
              loading={actions.downloadWord.isPending || actions.savePdf.isPending}
            >
              Download
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item onClick={() => actions.downloadWord.mutate()}>Word document (.docx)</Menu.Item>
            <Menu.Item onClick={downloadPdf}>PDF</Menu.Item>
          </Menu.Dropdown>
        </Menu>
        <Button variant="default" leftSection={<IconShare size={16} aria-hidden />} onClick={share.open}>
          Share
        </Button>
        {kind === 'draft' && contract.status !== 'signed' ? (
          <Button
            variant="outline"
            color="red.9"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={confirmDelete.open}
          >
            Delete
          </Button>
        ) : null}
      </Group>

      {contract.is_editable ? null : (
        <Alert variant="light" color="blue" icon={<IconLock aria-hidden />}>
          This contract is locked because it has been shared. Make it editable to change it; the counter party
          will then read the new version.
        </Alert>
      )}

      <ContractEditor
        content={contract.html_content}
        editable={contract.is_editable}
        onReady={setEditor}
        onChange={onChange}
      />
      {/* What html2pdf renders: off screen, filled just before rendering. */}
      <div className="lexi-pdf-source" aria-hidden>
        <div ref={printable} className="lexi-contract-print" />
      </div>

      <ShareContractModal
        opened={shareOpened}
        onClose={share.close}
        contractId={contract.id}
        kind={kind}
        counterPartyName={contract.counter_party_name}
      />
      <DeleteContractModal
        opened={deleteOpened}
        title={contract.title}
        loading={actions.remove.isPending}
        onCancel={confirmDelete.close}
        onConfirm={() => actions.remove.mutate()}
      />
    </Stack>
  );
}
