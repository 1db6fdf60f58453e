import { messageResponse } from '@lexi/shared/api/common';
import {
  assignTeamMembersRequest,
  contractWorkspaceDetailsResponse,
  createContractWorkspaceRequest,
  createContractWorkspaceResponse,
  listContractWorkspacesQuery,
  listContractWorkspacesResponse,
  myDocumentsResponse,
  teamMembersResponse,
  unassignTeamMemberRequest,
  workspaceAssignmentResponse,
  workspaceDocumentRequest,
  workspaceIdRequest,
  workspacesOverviewResponse,
} from '@lexi/shared/api/workspaces';
import { messages } from '@lexi/shared/messages';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { principalOf } from '../../plugins/auth.ts';
import {
  contractWorkspaceDetails,
  createContractWorkspace,
  listContractWorkspaces,
} from './contract-workspaces.ts';
import { deleteWorkspace } from './delete-workspace.ts';
import { workspacesOverview } from './overview.ts';
import { viewerOf } from './workspace-access.ts';
import { listOwnDocuments } from './workspace-documents.repository.ts';
import { addDocumentToWorkspace, removeDocumentFromWorkspace } from './workspace-documents.ts';
import {
  assignTeamMembers,
  teamMembersOf,
  unassignTeamMember,
  workspaceAssignment,
} from './workspace-team.ts';

const own = messages.workspace.own;
const tags = ['workspaces'];
const security = [{ bearer: [] }];

/** The contract-workspace calls, the overview, and the team calls of both kinds (under /api/workspaces). */
export const workspacesRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const { db } = deps;
  const viewer = (request: FastifyRequest) => viewerOf(db, principalOf(request).userId);
  const auth = { onRequest: app.requireUser };

  app.get(
    '/workspaces/',
    {
      ...auth,
      schema: {
        tags,
        security,
        summary: 'A page of the contract workspaces the caller sees (search, type and status filters)',
        querystring: listContractWorkspacesQuery,
        response: { 200: listContractWorkspacesResponse },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await listContractWorkspaces(db, await viewer(request), {
        page: request.query.page,
        pageSize: request.query.page_size,
        search: request.query.search,
        workspaceType: request.query.workspace_type,
        status: request.query.status,
      })),
    }),
  );

  app.post(
    '/workspaces/create/',
    {
      ...auth,
      schema: {
        tags,
        security,
        summary: 'Create a contract workspace',
        body: createContractWorkspaceRequest,
        response: { 200: createContractWorkspaceResponse },
      },
    },
    async (request) => ({
      success: true as const,
      message: own.created,
      workspace: await createContractWorkspace(db, await viewer(request), request.body),
    }),
  );

  app.delete(
    '/workspaces/delete/',
    {
      ...auth,
      schema: {
        tags,
        security,
        summary: 'Delete a contract workspace (its documents stay)',
        body: workspaceIdRequest,
        response: { 200: messageResponse },
      },
    },
    async (request) => {
      await deleteWorkspace(db, await viewer(request), request.body.workspace_id, 'contract');
      return { success: true as const, message: own.deleted };
    },
  );

  app.post(
    '/workspaces/details/',
    {
      ...auth,
      schema: {
        tags,
        security,
        summary: 'A contract workspace with its documents',
        body: workspaceIdRequest,
        response: { 200: contractWorkspaceDetailsResponse },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await contractWorkspaceDetails(db, await viewer(request), request.body.workspace_id)),
    }),
  );

  app.get(
    '/workspaces/my-documents/',
    {
      ...auth,
      schema: {
        tags,
        security,
        summary: "The caller's own contracts and e-mohar documents, with the workspace each is in",
        response: { 200: myDocumentsResponse },
      },
    },
    async (request) => ({
      success: true as const,
      documents: await listOwnDocuments(db, principalOf(request).userId),
    }),
  );

  app.post(
    '/workspaces/add-document/',
    {
      ...auth,
      schema: {
        tags,
        security,
        summary: "Move one of the caller's documents into a contract workspace",
        body: workspaceDocumentRequest,
        response: { 200: messageResponse },
      },
    },
    async (request) => {
      await addDocumentToWorkspace(db, await viewer(request), request.body);
      return { success: true as const, message: own.documentAdded };
    },
  );

  app.post(
    '/workspaces/remove-document/',
    {
      ...auth,
      schema: {
        tags,
        security,
        summary: 'Take a document out of a contract workspace',
        body: workspaceDocumentRequest,
        response: { 200: messageResponse },
      },
    },
    async (request) => {
      await removeDocumentFromWorkspace(db, await viewer(request), request.body);
      return { success: true as const, message: own.documentRemoved };
    },
  );

  app.get(
    '/workspaces/overview',
    {
      ...auth,
      schema: {
        tags,
        security,
        summary: 'The dashboard tiles',
        response: { 200: workspacesOverviewResponse },
      },
    },
    async (request) => ({ success: true as const, ...(await workspacesOverview(db, await viewer(request))) }),
  );

  app.get(
    '/workspaces/team-members/',
    {
      ...auth,
      schema: {
        tags,
        security,
        summary: "Members of the caller's firm other than the caller",
        response: { 200: teamMembersResponse },
      },
    },
    async (request) => ({
      success: true as const,
      team_members: await teamMembersOf(db, await viewer(request)),
    }),
  );

  app.post(
    '/workspaces/assignment/',
    {
      ...auth,
      schema: {
        tags,
        security,
        summary: "A workspace's team and its firm's members (Assign Workspace dialog)",
        body: workspaceIdRequest,
        response: { 200: workspaceAssignmentResponse },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await workspaceAssignment(db, await viewer(request), request.body.workspace_id)),
    }),
  );

  app.post(
    '/workspaces/assign-team-member/',
    {
      ...auth,
      schema: {
        tags,
        security,
        summary: 'Assign firm members to a workspace by email',
        body: assignTeamMembersRequest,
        response: { 200: messageResponse },
      },
    },
    async (request) => {
      await assignTeamMembers(db, await viewer(request), request.body.workspace_id, request.body.emails);
      return { success: true as const, message: messages.litigation.teamAssigned };
    },
  );

  app.post(
    '/workspaces/unassign-team-member/',
    {
      ...auth,
      schema: {
        tags,
        security,
        summary: 'Remove a member from a workspace',
        body: unassignTeamMemberRequest,
        response: { 200: messageResponse },
      },
    },
    async (request) => {
      await unassignTeamMember(db, await viewer(request), request.body.workspace_id, request.body.email);
      return { success: true as const, message: own.memberUnassigned };
    },
  );
};
