import type { AiContractCreationSuccess } from '@lexi/shared/api/contracts';
import { jurisdictionOf } from '@lexi/shared/countries';
import { messages } from '@lexi/shared/messages';
import { Button, Group, Stack, Stepper, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconSparkles } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiError, errorMessage } from '../../../lib/api-error.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { createContract } from '../api/create-contract.ts';
import { useDraftStore } from '../drafting-store.ts';
import { useCreationProgress } from '../hooks/use-creation-progress.ts';
import { useDraftForm } from '../hooks/use-draft-form.ts';
import { ContractDataStep } from './contract-data-step.tsx';
import { type CreationOutcome, CreationProgress } from './creation-progress.tsx';
import { PartyCard } from './party-card.tsx';

/** /drafts/new: the two-step draft form, the contract data, then the creation progress. */
export function DraftNewPage() {
  usePageTitle('New contract');
  const country = useSessionStore((state) => state.userCountry);
  // The form asks what the user's country asks, and the call of that country checks the same rules.
  const jurisdiction = jurisdictionOf(country ?? '');
  const form = useDraftForm(jurisdiction);
  const progress = useCreationProgress();
  const navigate = useNavigate();
  const created = useRef<AiContractCreationSuccess | null>(null);
  // /drafts/new?workspace_id=…: the new contract goes straight into that workspace.
  const workspaceId = useSearchParams()[0].get('workspace_id');

  const create = useMutation({
    mutationFn: (payload: NonNullable<ReturnType<typeof form.validateAll>>) =>
      createContract(country, {
        ...payload,
        is_credit: true,
        ...(workspaceId ? { workspace_id: workspaceId } : {}),
      }),
    onMutate: () => progress.start(),
    onSettled: (answer, error) => progress.finish(!error && answer?.response_status === true),
    onSuccess: (answer) => {
      if (!answer.response_status) {
        notifyError(answer.message || messages.draft.creationFailed, { step: messages.draft.creationFailed });
        return;
      }
      created.current = answer;
      useDraftStore.getState().setCreated({
        id: answer.id,
        html: answer.contract,
        contractText: answer.contract_text,
        formData: Object.fromEntries(
          Object.entries(form.values).filter((entry): entry is [string, string] => entry[1] !== undefined),
        ),
        party1: answer.party1,
        party2: answer.party2,
      });
      form.clear();
      notifySuccess(messages.draft.created, { step: messages.draft.creationFailed });
    },
    onError: (error) => {
      if (error instanceof ApiError) form.applyServerErrors(error.fields);
      notifyError(errorMessage(error, messages.draft.creationFailed), {
        step: messages.draft.creationFailed,
      });
    },
  });

  // One second after 100%: the editor on success, the form again after a refusal.
  const { isAnimationComplete, reset: resetProgress } = progress;
  const { reset: resetCreate } = create;
  useEffect(() => {
    if (!isAnimationComplete) return;
    const answer = created.current;
    if (answer) {
      navigate(`/drafts/${encodeURIComponent(answer.id)}`);
      return;
    }
    resetProgress();
    resetCreate();
  }, [isAnimationComplete, navigate, resetProgress, resetCreate]);

  const submit = () => {
    const payload = form.validateAll();
    if (payload) create.mutate(payload);
  };

  const creating = create.isPending || progress.isComplete;
  const creationOutcome: CreationOutcome = !progress.isComplete
    ? 'drafting'
    : progress.succeeded
      ? 'created'
      : 'failed';
  const backButton = (
    <Button variant="default" leftSection={<IconArrowLeft size={16} aria-hidden />} onClick={form.back}>
      Back
    </Button>
  );

  return (
    <Stack gap="lg" maw={860} mx="auto">
      <Stack gap={4}>
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          Draft a contract
        </Title>
        <Text c="dimmed">Tell LeXi who the parties are and what they agree on; it drafts the contract.</Text>
      </Stack>
      {creating ? (
        <CreationProgress progress={progress.progress} outcome={creationOutcome} />
      ) : (
        <>
          <Stepper active={form.step} size="sm" allowNextStepsSelect={false} aria-label="Steps">
            <Stepper.Step label="Party 1" description="Card 1" />
            <Stepper.Step label="Party 2" description="Card 2" />
            <Stepper.Step label="Contract" description="Terms" />
          </Stepper>
          {form.step === 2 ? (
            <ContractDataStep
              jurisdiction={jurisdiction}
              values={form.contractData}
              errors={form.contractErrors}
              onChange={form.setContractField}
              footer={
                <Group justify="space-between">
                  {backButton}
                  <Button leftSection={<IconSparkles size={16} aria-hidden />} onClick={submit}>
                    Create contract
                  </Button>
                </Group>
              }
            />
          ) : (
            <PartyCard
              key={form.step}
              jurisdiction={jurisdiction}
              party={form.step === 0 ? 1 : 2}
              values={form.values}
              errors={form.errors}
              onTypeChange={form.setPartyType}
              onFieldChange={form.setField}
              footer={
                <Group justify={form.step === 0 ? 'flex-end' : 'space-between'}>
                  {form.step === 1 ? backButton : null}
                  <Button rightSection={<IconArrowRight size={16} aria-hidden />} onClick={form.next}>
                    Next
                  </Button>
                </Group>
              }
            />
          )}
        </>
      )}
    </Stack>
  );
}
