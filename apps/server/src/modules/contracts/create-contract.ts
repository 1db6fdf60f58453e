import type { AiContractCreationPayload } from '@lexi/shared/api/contracts';
import { aiContractCreationPaths } from '@lexi/shared/api/contracts';
import { type Jurisdiction, jurisdictionOf } from '@lexi/shared/countries';
import { partyFromFormData } from '@lexi/shared/validation/draft-form';
import type { DraftedContract } from '../../ai/ai-provider.ts';
import type { Db } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { isForeignKeyViolation, isUniqueViolation } from '../../lib/db-errors.ts';
import { findUserById } from '../accounts/users.repository.ts';
import { planByCode } from '../plans/plans.catalog.ts';
import { subscribe, toPlanData } from '../plans/plans.service.ts';
import { findCurrentSubscription } from '../plans/subscriptions.repository.ts';
import type { SubscriptionRow } from '../plans/subscriptions.table.ts';
import { userPlansChanged } from '../plans/user-plan-cache.ts';
import { workspaceForNewContract } from '../workspaces/workspace-access.ts';
import { workspaceErrors } from '../workspaces/workspaces.errors.ts';
import {
  findAiCreditDebitByRequest,
  insertAiCreditDebit,
  lockUser,
  takeOneAiCredit,
} from './ai-credits.repository.ts';
import { contractExpiryDate } from './contract-expiry.ts';
import { contractErrors } from './contracts.errors.ts';
import { insertContract } from './contracts.repository.ts';
import type { ContractRow } from './contracts.table.ts';

export type CreateContractOutcome =
  | { ok: true; row: ContractRow; drafted: DraftedContract }
  | { ok: false; reason: 'no_credits' };

const isLive = (sub: SubscriptionRow | undefined, now: Date): sub is SubscriptionRow =>
  sub !== undefined && (!sub.expiresAt || sub.expiresAt > now);

/**
 * The user's live subscription, inside the transaction. An ended or missing plan falls back to the
 * free plan (as /user_plan shows it): a free subscription is started, once, under the user's lock.
 */
async function liveSubscription(tx: Db, userId: string, now: Date): Promise<SubscriptionRow> {
  const current = await findCurrentSubscription(tx, userId);
  if (isLive(current, now)) return current;
  await lockUser(tx, userId);
  const again = await findCurrentSubscription(tx, userId);
  if (isLive(again, now)) return again;
  return subscribe(tx, userId, 'free', now);
}

/** The path of the user's country (India, USA, every other: UK); a call on another path is refused. */
export async function assertJurisdiction(deps: Deps, userId: string, route: Jurisdiction) {
  const user = await findUserById(deps.db, userId);
  if (!user) throw contractErrors.notFound();
  const expected = jurisdictionOf(user.country);
  if (expected !== route)
    throw contractErrors.wrongJurisdiction(user.country, aiContractCreationPaths[expected]);
  return user;
}

/**
 * Drafts a contract and saves it as the user's draft. With `is_credit`, one AI credit of the
 * user's plan pays for it: the debit and the draft are written in one transaction, so a failure
 * anywhere leaves neither, and the conditional UPDATE lets only as many requests through as there
 * are credits left. The drafting itself runs before the transaction (a model may take seconds),
 * after a cheap check that spares a user without credits the wait.
 */
export async function createContract(
  deps: Deps,
  userId: string,
  route: Jurisdiction,
  payload: AiContractCreationPayload,
  options: { requestId?: string | undefined } = {},
  now = new Date(),
): Promise<CreateContractOutcome> {
  await assertJurisdiction(deps, userId, route);
  const workspaceId = payload.workspace_id
    ? await workspaceForNewContract(deps.db, userId, payload.workspace_id)
    : null;
  if (payload.is_credit) {
    const plan = toPlanData(await findCurrentSubscription(deps.db, userId), now);
    if (plan.ai_credits_remaining <= 0) return { ok: false, reason: 'no_credits' };
    if (options.requestId && (await findAiCreditDebitByRequest(deps.db, userId, options.requestId)))
      throw contractErrors.duplicateRequest();
  }

  let drafted: DraftedContract;
  try {
    drafted = await deps.ai.draftContract({
      jurisdiction: route,
      formData: payload.formData,
      contractData: payload.contractData,
    });
  } catch {
    throw contractErrors.draftingFailed();
  }
  const { document, html, text } = splitDraft(drafted);
  const counterParty = partyFromFormData(2, payload.formData).name;

  let outcome: CreateContractOutcome;
  try {
    outcome = await deps.db.transaction(async (tx) => {
      let subscriptionId: string | null = null;
      if (payload.is_credit) {
        const sub = await liveSubscription(tx, userId, now);
        const taken = await takeOneAiCredit(tx, sub.id, planByCode(sub.planCode).aiCredits);
        if (!taken) return { ok: false as const, reason: 'no_credits' as const };
        subscriptionId = sub.id;
      }
      const row = await insertContract(tx, {
        ownerId: userId,
        jurisdiction: route,
        contractType: payload.contractData.contract_type,
        title: drafted.title,
        status: 'draft',
        isEditable: true,
        formData: payload.formData,
        contractData: payload.contractData,
        document,
        contractText: text,
        htmlContent: html,
        party1: drafted.party1,
        party2: drafted.party2,
        isResolutions: drafted.isResolutions,
        counterPartyName: counterParty,
        expiryDate: contractExpiryDate(payload.contractData),
        refined: drafted.refined,
        workspaceId,
        createdAt: now,
        updatedAt: now,
      });
      if (subscriptionId) {
        await insertAiCreditDebit(tx, {
          userId,
          subscriptionId,
          contractId: row.id,
          requestId: options.requestId ?? null,
          createdAt: now,
        });
      }
      return { ok: true as const, row, drafted };
    });
  } catch (error) {
    // Two retries of one request raced: the second rolled back, debiting nothing.
    if (isUniqueViolation(error, 'ai_credit_debits_request_once')) throw contractErrors.duplicateRequest();
    // The workspace was deleted while the contract was being drafted into it.
    if (workspaceId && isForeignKeyViolation(error)) throw workspaceErrors.notFound();
    throw error;
  }
  // A credit taken, or a free plan started: what /user_plan shows changed.
  if (payload.is_credit) await userPlansChanged(deps, [userId]);
  return outcome;
}

function splitDraft(drafted: DraftedContract) {
  const { html, text, ...document } = drafted;
  return { document, html, text };
}
