import type { ExtractCaseStructuredResponse } from '@lexi/shared/api/case-wizard';
import type { LitigationWorkspace } from '@lexi/shared/api/litigation';
import { fillMessage, messages } from '@lexi/shared/messages';
import { caseTypes } from '@lexi/shared/validation/workspaces';
import { INITIAL_FACTS_ROWS, MANUAL_FACTS_ROWS, PRODUCT_NAME } from '@lexi/shared/workspace-constants';
import {
  Alert,
  Button,
  CloseButton,
  Group,
  Modal,
  Progress,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { errorMessage } from '../../../lib/api-error.ts';
import { clearStepError, notifyError, notifySuccess } from '../../../lib/notify.ts';
import { initializeCase } from '../api/case-package.ts';
import { createCaseWithLexi, extractCaseDetails, structureCase } from '../api/case-wizard.ts';
import { useSimulatedUploads } from '../hooks/use-simulated-uploads.ts';
import { refreshWorkspaceLists } from '../workspace-cache.ts';
import { CaseGenerationOverlay } from './case-generation-overlay.tsx';

const f = messages.litigation.page.caseFields;

const l = messages.litigation;
const product = { product: PRODUCT_NAME };
const isPdf = (file: File) => file.type === 'application/pdf' || /\.pdf$/i.test(file.name);

type Structured = Omit<ExtractCaseStructuredResponse, 'allegations'> & { allegations: string };

const allegationsText = (s: ExtractCaseStructuredResponse) =>
  s.allegations
    .map((a) => (a.provisions.length ? `${a.allegation} (${a.provisions.join('; ')})` : a.allegation))
    .join('\n');

/** The case details wizard (spec part 2 §2, §4): files or typed facts → facts → the case. */
export function CaseWizardModal({
  workspace,
  onClose,
}: {
  workspace: LitigationWorkspace | null;
  onClose: () => void;
}) {
  const uploads = useSimulatedUploads();
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [step, setStep] = useState<1 | 2 | 3>(1);
  const [manual, setManual] = useState('');
  const [facts, setFacts] = useState('');
  const [fileError, setFileError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [structured, setStructured] = useState<Structured | null>(null);
  const [side, setSide] = useState<'victim' | 'accused' | null>(null);
  const [generating, setGenerating] = useState(false);
  if (!workspace) return null;
  if (generating) {
    // Spec §4 "Case creation": the case exists; now its generation starts, watched in the overlay.
    const begin = async () => {
      const answer = await initializeCase(workspace.id);
      notifySuccess(l.createdAndInitialized);
      return answer;
    };
    return (
      <CaseGenerationOverlay
        workspaceId={workspace.id}
        begin={begin}
        beginFailure={l.initializeFailed}
        onClose={onClose}
      />
    );
  }

  const choose = (chosen: File[]) => {
    const refused = chosen.filter((f) => !isPdf(f));
    setFileError(
      refused.length ? fillMessage(l.onlyPdfAllowed, { files: refused.map((f) => f.name).join(', ') }) : null,
    );
    uploads.add(chosen.filter(isPdf));
  };
  // A step's error shows in the wizard and as a toast, until the step is tried again and succeeds.
  const refuse = (message: string, step: string) => {
    setError(message);
    notifyError(message, { step });
  };
  const run = async (work: () => Promise<void>, failure: string) => {
    setBusy(true);
    setError(null);
    try {
      await work();
      clearStepError(failure);
    } catch (caught) {
      refuse(errorMessage(caught, failure), failure);
    } finally {
      setBusy(false);
    }
  };
  const extract = () =>
    run(async () => {
      const answer = await extractCaseDetails(workspace.id, uploads.files, manual);
      setFacts(answer.result[0]?.initial_facts ?? '');
      setStep(2);
    }, l.extractFailed);
  const structure = () =>
    run(
      async () => {
        const answer = await structureCase(workspace.id, facts);
        setStructured({ ...answer, allegations: allegationsText(answer) });
        setSide(null);
        setStep(3);
      },
      fillMessage(l.processFailed, product),
    );
  const createFailure = fillMessage(l.createCaseWithProductFailed, product);
  const create = () => {
    // Spec §5: step 3 needs the side represented, said in the spec's words (not a failed call).
    if (!side) return refuse(l.selectRepresenting, createFailure);
    return run(async () => {
      if (!structured) return;
      await createCaseWithLexi({
        workspace_id: workspace.id,
        case_type: structured.case_type,
        representing: side,
        complainant: structured.complainant,
        accused: structured.accused,
        victim: structured.victim,
        allegations: structured.allegations,
        facts_summary: structured.fact_summary,
      });
      await refreshWorkspaceLists(queryClient, 'litigation');
      setGenerating(true);
    }, createFailure);
  };
  const edit = (field: keyof Structured) => (value: string) =>
    setStructured((s) => (s ? { ...s, [field]: value } : s));
  const chosenName = structured?.representing.find((r) => r.side === side)?.name;
  const title =
    step === 1 ? l.caseDetailsTitle : step === 2 ? l.caseDetailsEditTitle : workspace.workspace_name;

  return (
    <Modal
      opened
      onClose={onClose}
      title={title}
      size="lg"
      fullScreen={false}
      closeButtonProps={{ 'aria-label': l.own.wizardClose }}
    >
      <Stack>
        {step === 1 && (
          <>
            <button
              type="button"
              className="case-dropzone"
              onClick={() => input.current?.click()}
              onDragOver={(e) => e.preventDefault()}
              onDrop={(e) => {
                e.preventDefault();
                choose([...e.dataTransfer.files]);
              }}
            >
              <Text fw={500}>{l.own.dropFiles}</Text>
              <Text size="sm" c="dimmed">
                {l.uploadHint}
              </Text>
            </button>
            <input
              ref={input}
              type="file"
              accept="application/pdf,.pdf"
              multiple
              hidden
              data-testid="case-files"
              onChange={(e) => choose([...(e.currentTarget.files ?? [])])}
            />
            {fileError && <Alert color="red">{fileError}</Alert>}
            {uploads.pending.map((p) => (
              <Progress
                key={p.id}
                value={p.progress}
                aria-label={fillMessage(l.own.uploading, { file: p.file.name })}
              />
            ))}
            {uploads.files.map((file) => (
              <Group key={`${file.name}-${file.size}`} justify="space-between">
                <Text size="sm">{file.name}</Text>
                <CloseButton
                  aria-label={fillMessage(l.own.removeFile, { file: file.name })}
                  onClick={() => uploads.remove(file)}
                />
              </Group>
            ))}
            <Textarea
              label={l.own.manualFactsLabel}
              rows={MANUAL_FACTS_ROWS}
              value={manual}
              onChange={(e) => setManual(e.currentTarget.value)}
            />
            <Button
              onClick={extract}
              loading={busy}
              disabled={uploads.files.length === 0 && manual.trim() === ''}
            >
              {l.extractButton}
            </Button>
          </>
        )}
        {step === 2 && (
          <>
            <Alert color="yellow">{l.checkFactsWarning}</Alert>
            <Textarea
              label={l.own.initialFactsLabel}
              rows={INITIAL_FACTS_ROWS}
              value={facts}
              onChange={(e) => setFacts(e.currentTarget.value)}
            />
            <Button onClick={structure} loading={busy} disabled={facts.trim() === ''}>
              {fillMessage(l.runProduct, product)}
            </Button>
          </>
        )}
        {step === 3 && structured && (
          <>
            <Select
              label={f.caseType}
              data={[...caseTypes]}
              value={structured.case_type}
              allowDeselect={false}
              onChange={(v) => v && edit('case_type')(v)}
            />
            <Text size="sm" c="dimmed">
              {fillMessage(l.own.caseTypeReason, { reason: structured.case_type_reason })}
            </Text>
            <Text fw={500}>{l.own.representingLabel}</Text>
            <Group>
              {structured.representing.map((r) => (
                <Button
                  key={r.side}
                  variant={side === r.side ? 'filled' : 'outline'}
                  aria-pressed={side === r.side}
                  // A long name wraps: a button's label is one line, cut at 375 px ("Deccan Packaging Privat").
                  h="auto"
                  py={6}
                  styles={{ label: { whiteSpace: 'normal', textAlign: 'start', lineHeight: 1.35 } }}
                  onClick={() => {
                    setSide(r.side);
                    setError(null);
                    clearStepError(createFailure);
                  }}
                >
                  {l.page.sideChoice(r.side, r.name)}
                </Button>
              ))}
            </Group>
            <Text size="sm" role="status">
              {chosenName
                ? fillMessage(l.representing, { name: chosenName })
                : error === l.selectRepresenting
                  ? null
                  : l.selectRepresenting}
            </Text>
            <TextInput
              label={f.complainant}
              value={structured.complainant}
              onChange={(e) => edit('complainant')(e.currentTarget.value)}
            />
            <TextInput
              label={f.accused}
              value={structured.accused}
              onChange={(e) => edit('accused')(e.currentTarget.value)}
            />
            <TextInput
              label={f.victim}
              value={structured.victim}
              onChange={(e) => edit('victim')(e.currentTarget.value)}
            />
            <Textarea
              label={f.allegations}
              rows={4}
              value={structured.allegations}
              onChange={(e) => edit('allegations')(e.currentTarget.value)}
            />
            <Textarea
              label={f.factsSummary}
              rows={4}
              value={structured.fact_summary}
              onChange={(e) => edit('fact_summary')(e.currentTarget.value)}
            />
            <Group justify="space-between">
              <Button variant="default" onClick={() => setStep(2)} disabled={busy}>
                {l.own.goBack}
              </Button>
              <Button onClick={create} loading={busy}>
                {fillMessage(l.createCaseWithProduct, product)}
              </Button>
            </Group>
          </>
        )}
        {error && <Alert color="red">{error}</Alert>}
      </Stack>
    </Modal>
  );
}
