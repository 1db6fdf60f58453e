import { messageResponse } from '@lexi/shared/api/common';
import {
  addVettingCommentRequest,
  assignLawyerRequest,
  assignLawyerResponse,
  connectedLawyerResponse,
  lawyerProfileResponse,
  lawyersQuery,
  lawyersResponse,
  saveLawyerProfileRequest,
  updateVettingStatusRequest,
  vettingContractRequest,
  vettingContractResponse,
  vettingRequestsResponse,
} from '@lexi/shared/api/legal-vetting';
import { messages } from '@lexi/shared/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { principalOf } from '../../plugins/auth.ts';
import { assignLawyer, connectedLawyer, withdrawCurrentLawyer } from './lawyer-connection.service.ts';
import { readMyProfile, saveMyProfile } from './lawyer-profile.service.ts';
import { listLawyers } from './lawyers.repository.ts';
import { toLawyer } from './presenters.ts';
import {
  addVettingComment,
  changeVettingStatus,
  listVettingRequests,
  sendContractForVetting,
  vettingContract,
} from './vetting-requests.service.ts';

const own = messages.lawyer.own;
const tags = ['legal vetting'];
const security = [{ bearer: [] }];

export const legalVettingRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const common = { onRequest: app.requireUser };
  const ok = (message: string) => ({ success: true as const, message });

  app.get(
    '/legal_vetting/lawyers',
    {
      ...common,
      schema: {
        tags,
        security,
        summary: 'Lawyers who take vetting requests, by practice area and jurisdiction',
        querystring: lawyersQuery,
        response: { 200: lawyersResponse },
      },
    },
    async (request) => ({
      ...ok(own.lawyersLoaded),
      lawyers: (await listLawyers(deps.db, request.query)).map(toLawyer),
    }),
  );

  app.post(
    '/legal_vetting/assign-lawyer/',
    {
      ...common,
      schema: {
        tags,
        security,
        summary: "Choose the caller's current lawyer",
        body: assignLawyerRequest,
        response: { 200: assignLawyerResponse },
      },
    },
    async (request) => {
      const { message, lawyer } = await assignLawyer(
        deps,
        principalOf(request).userId,
        request.body.lawyer_username,
      );
      return { ...ok(message), lawyer };
    },
  );

  app.get(
    '/legal_vetting/get-connected-lawyer/',
    {
      ...common,
      schema: {
        tags,
        security,
        summary: "The caller's current lawyer and their meetings (as client or lawyer)",
        response: { 200: connectedLawyerResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { ...ok(own.connectedLoaded), ...(await connectedLawyer(deps, principalOf(request).userId)) };
    },
  );

  app.post(
    '/legal_vetting/withdraw_current_lawyer/',
    {
      ...common,
      schema: {
        tags,
        security,
        summary: 'Withdraw from the current lawyer (clears it)',
        response: { 200: messageResponse },
      },
    },
    async (request) => {
      await withdrawCurrentLawyer(deps, principalOf(request).userId);
      return ok(messages.lawyer.withdrawn);
    },
  );

  app.get(
    '/legal_vetting/profile/',
    {
      ...common,
      schema: {
        tags,
        security,
        summary: "The caller's lawyer profile and availability",
        response: { 200: lawyerProfileResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { ...ok(own.profileLoaded), ...(await readMyProfile(deps, principalOf(request).userId)) };
    },
  );

  app.post(
    '/legal_vetting/profile/',
    {
      ...common,
      schema: {
        tags,
        security,
        summary: "Write the caller's lawyer profile, weekly hours and date overrides",
        body: saveLawyerProfileRequest,
        response: { 200: lawyerProfileResponse },
      },
    },
    async (request) => ({
      ...ok(own.profileSaved),
      ...(await saveMyProfile(deps, principalOf(request).userId, request.body)),
    }),
  );

  app.post(
    '/legal_vetting/send-contract/',
    {
      ...common,
      schema: {
        tags,
        security,
        summary: 'Send one of my contracts to my current lawyer for vetting',
        body: vettingContractRequest,
        response: { 200: vettingContractResponse },
      },
    },
    async (request) => ({
      ...ok(own.contractSent),
      contract: await sendContractForVetting(deps, principalOf(request).userId, request.body.contract_id),
    }),
  );

  app.post(
    '/legal_vetting/get-legal-vetting-contract/',
    {
      ...common,
      schema: {
        tags,
        security,
        summary: "A contract sent for vetting, with the lawyer's comments and its status",
        body: vettingContractRequest,
        response: { 200: vettingContractResponse },
      },
    },
    async (request) => ({
      ...ok(own.vettingLoaded),
      contract: await vettingContract(deps, principalOf(request).userId, request.body.contract_id),
    }),
  );

  app.get(
    '/legal_vetting/requests/',
    {
      ...common,
      schema: {
        tags,
        security,
        summary: 'Vetting requests the caller sent, and (for a lawyer) the queue sent to them',
        response: { 200: vettingRequestsResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return {
        ...ok(own.requestsLoaded),
        requests: await listVettingRequests(deps, principalOf(request).userId),
      };
    },
  );

  app.post(
    '/legal_vetting/add-comment/',
    {
      ...common,
      schema: {
        tags,
        security,
        summary: 'Comment on a vetting request',
        body: addVettingCommentRequest,
        response: { 200: vettingContractResponse },
      },
    },
    async (request) => ({
      ...ok(own.commentAdded),
      contract: await addVettingComment(
        deps,
        principalOf(request).userId,
        request.body.contract_id,
        request.body.comment,
      ),
    }),
  );

  app.post(
    '/legal_vetting/update-status/',
    {
      ...common,
      schema: {
        tags,
        security,
        summary: 'The lawyer changes the status of a vetting request',
        body: updateVettingStatusRequest,
        response: { 200: vettingContractResponse },
      },
    },
    async (request) => ({
      ...ok(own.statusChanged),
      contract: await changeVettingStatus(
        deps,
        principalOf(request).userId,
        request.body.contract_id,
        request.body.status,
      ),
    }),
  );
};
