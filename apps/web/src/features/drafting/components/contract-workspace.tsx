import type { ContractKind, ShowContractResponse } from '@lexi/shared/api/contracts';
import { messages } from '@lexi/shared/messages';
import { Alert, Anchor, Badge, Button, Group, Menu, Stack, Text, Title, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  IconChevronDown,
  IconDeviceFloppy,
  IconDownload,
  IconFileCheck,
  IconLock,
  IconPencil,
  IconShare,
  IconSignature,
  IconTrash,
} from '@tabler/icons-react';
import type { Editor } from '@tiptap/react';
import { type MouseEvent, useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { formatDay } from '../../../lib/format-date.ts';
import { counterPartyEmailOf } from '../counter-party-email.ts';
import { useDraftStore } from '../drafting-store.ts';
import { useContractActions } from '../hooks/use-contract-actions.ts';
import { PRINT_FONT_STACK } from '../pdf/pdf-settings.ts';
import { ContractEditor } from './contract-editor.tsx';
import { DeleteContractModal } from './delete-contract-modal.tsx';
import { SendForSignatureModal } from './send-for-signature-modal.tsx';
import { ShareContractModal } from './share-contract-modal.tsx';
import { SigningStatus } from './signing-status.tsx';

const statusColors = { draft: 'gray', final: 'indigo', shared: 'blue', signed: 'teal' } as const;

/** A disabled button stays focusable and hoverable, so that its tooltip can say why (Mantine's advice). */
const refuseClick = (event: MouseEvent) => event.preventDefault();
/** The reason shows on focus too, for keyboard users. */
const tooltipEvents = { hover: true, focus: true, touch: true };

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
  const [signingOpened, signing] = useDisclosure(false);
  const signed = contract.status === 'signed' || contract.signed_at !== null;
  /** Why the server refuses to reopen or delete this contract now; null when it does not. */
  const lockReason = signed
    ? messages.draft.own.signedLocked
    : contract.has_signature
      ? messages.draft.own.signedRecordKept
      : contract.emohar_id
        ? messages.draft.own.outForSignature
        : null;
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

  const isTranslated = contract.contract_data.is_translated === true;
  const saveFinalPdf = () => {
    const { html } = snapshot();
    const element = printable.current;
    if (isTranslated && element) element.innerHTML = html;
    actions.saveFinalPdf.mutate({ html, translated: isTranslated ? element : null });
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
          <SigningStatus emohar_id={contract.emohar_id} signed_at={contract.signed_at} />
        </Group>
        <Text c="dimmed" size="sm">
          {`With ${contract.counter_party_name}`}
          {contract.expiry_date ? ` · expires ${formatDay(contract.expiry_date)}` : ' · no fixed expiry'}
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
        ) : lockReason ? (
          <Tooltip label={lockReason} multiline w={280} withArrow events={tooltipEvents}>
            <Button
              leftSection={<IconPencil size={16} aria-hidden />}
              data-disabled
              aria-disabled
              onClick={refuseClick}
            >
              Make editable
            </Button>
          </Tooltip>
        ) : (
          <Button
            leftSection={<IconPencil size={16} aria-hidden />}
            loading={actions.makeEditable.isPending || loading.edit}
            onClick={() => actions.makeEditable.mutate()}
          >
            Make editable
          </Button>
        )}
        {/* No focus placeholder: a role=presentation child inside role=menu fails axe. */}
        <Menu position="bottom-start" withinPortal withInitialFocusPlaceholder={false}>
          <Menu.Target>
            <Button
              variant="default"
              leftSection={<IconDownload size={16} aria-hidden />}
              rightSection={<IconChevronDown size={14} aria-hidden />}
              loading={actions.downloadWord.isPending || actions.downloadPdf.isPending}
            >
              Download
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item onClick={() => actions.downloadWord.mutate()}>Word (.docx)</Menu.Item>
            <Menu.Item onClick={() => actions.downloadPdf.mutate()}>PDF</Menu.Item>
          </Menu.Dropdown>
        </Menu>
        {contract.status === 'draft' ? (
          <Button
            variant="default"
            leftSection={<IconFileCheck size={16} aria-hidden />}
            loading={actions.saveFinalPdf.isPending}
            onClick={saveFinalPdf}
          >
            Save final PDF
          </Button>
        ) : null}
        <Button variant="default" leftSection={<IconShare size={16} aria-hidden />} onClick={share.open}>
          Share
        </Button>
        {signed ? null : (
          <Button
            variant="default"
            leftSection={<IconSignature size={16} aria-hidden />}
            onClick={signing.open}
          >
            Send for signature
          </Button>
        )}
        {kind === 'draft' && contract.status !== 'signed' && lockReason ? (
          <Tooltip label={lockReason} multiline w={280} withArrow events={tooltipEvents}>
            <Button
              variant="outline"
              color="red"
              leftSection={<IconTrash size={16} aria-hidden />}
              data-disabled
              aria-disabled
              onClick={refuseClick}
            >
              Delete
            </Button>
          </Tooltip>
        ) : null}
        {kind === 'draft' && contract.status !== 'signed' && !lockReason ? (
          <Button
            variant="outline"
            color="red"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={confirmDelete.open}
          >
            Delete
          </Button>
        ) : null}
      </Group>

      {contract.emohar_id ? (
        <Alert variant="light" color={signed ? 'teal' : 'orange'} icon={<IconSignature aria-hidden />}>
          <Stack gap={4} align="flex-start">
            <Text size="sm">{lockReason}</Text>
            <Anchor
              component={Link}
              to={`/e_mohar/signed?id=${encodeURIComponent(contract.emohar_id)}`}
              size="sm"
              fw={600}
            >
              See the signers and the audit trail
            </Anchor>
          </Stack>
        </Alert>
      ) : contract.is_editable ? null : (
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
      {isTranslated ? (
        // What html2pdf renders for a translated document: off screen, filled just before rendering.
        <div className="lexi-pdf-source" aria-hidden>
          <div ref={printable} className="lexi-contract-print" style={{ fontFamily: PRINT_FONT_STACK }} />
        </div>
      ) : null}

      <ShareContractModal
        opened={shareOpened}
        onClose={share.close}
        contractId={contract.id}
        kind={kind}
        counterPartyName={contract.counter_party_name}
        counterPartyEmail={counterPartyEmailOf(contract.form_data)}
      />
      <SendForSignatureModal
        opened={signingOpened}
        onClose={signing.close}
        contractId={contract.id}
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
