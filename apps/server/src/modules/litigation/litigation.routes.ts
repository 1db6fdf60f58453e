import { messageResponse } from '@lexi/shared/api/common';
import {
  createLitigationWorkspaceRequest,
  createLitigationWorkspaceResponse,
  deleteCaseRequest,
  editLitigationWorkspaceRequest,
  editLitigationWorkspaceResponse,
  listLitigationWorkspacesQuery,
  listLitigationWorkspacesResponse,
  singleLitigationWorkspaceResponse,
  updateCaseRequest,
  updateCaseResponse,
} from '@lexi/shared/api/litigation';
import {
  addNoteRequest,
  assignTeamMembersRequest,
  deleteNoteRequest,
  editNoteRequest,
  getNotesRequest,
  getNotesResponse,
  noteResponse,
  teamMembersResponse,
  workspaceIdRequest,
} from '@lexi/shared/api/workspaces';
import { messages } from '@lexi/shared/messages';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { principalOf } from '../../plugins/auth.ts';
import { deleteWorkspace } from '../workspaces/delete-workspace.ts';
import { viewerOf } from '../workspaces/workspace-access.ts';
import { addNote, deleteNote, editNote, workspaceNotes } from '../workspaces/workspace-notes.ts';
import { assignTeamMembers, teamMembersOf } from '../workspaces/workspace-team.ts';
import { deleteLitigationCase, updateLitigationCase } from './litigation-cases.ts';
import {
  createLitigationWorkspace,
  editLitigationWorkspace,
  listLitigationWorkspaces,
  litigationWorkspaceDetails,
} from './litigation-workspaces.ts';

const l = messages.litigation;
const tags = ['litigation'];
const security = [{ bearer: [] }];

/** The litigation calls of spec part 2 §7 and the notes calls (either kind of workspace). */
export const litigationRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const { db } = deps;
  const viewer = (request: FastifyRequest) => viewerOf(db, principalOf(request).userId);
  const auth = { onRequest: app.requireUser };
  const doc = (summary: string) => ({ tags, security, summary });

  app.get(
    '/litigation/get-litigation-workspaces/',
    {
      ...auth,
      schema: {
        ...doc('One page (50) of the litigation workspaces the caller sees, with search and type filter'),
        querystring: listLitigationWorkspacesQuery,
        response: { 200: listLitigationWorkspacesResponse },
      },
    },
    async (request) => listLitigationWorkspaces(deps, principalOf(request).userId, request.query),
  );

  app.post(
    '/litigation/create-workspace/',
    {
      ...auth,
      schema: {
        ...doc('Create a litigation workspace'),
        body: createLitigationWorkspaceRequest,
        response: { 200: createLitigationWorkspaceResponse },
      },
    },
    async (request) => ({
      success: true as const,
      message: l.workspaceCreated,
      data: await createLitigationWorkspace(db, await viewer(request), request.body),
    }),
  );

  app.post(
    '/litigation/edit-workspace/',
    {
      ...auth,
      schema: {
        ...doc("Change a litigation workspace's details"),
        body: editLitigationWorkspaceRequest,
        response: { 200: editLitigationWorkspaceResponse },
      },
    },
    async (request) => {
      const { workspace_id, ...data } = request.body;
      return {
        success: true as const,
        message: messages.workspace.own.updated,
        workspace: await editLitigationWorkspace(db, await viewer(request), workspace_id, data),
      };
    },
  );

  app.delete(
    '/litigation/delete-workspace/',
    {
      ...auth,
      schema: {
        ...doc('Delete a litigation workspace with its cases and notes'),
        body: workspaceIdRequest,
        response: { 200: messageResponse },
      },
    },
    async (request) => {
      await deleteWorkspace(db, await viewer(request), request.body.workspace_id, 'litigation');
      return { success: true as const, message: messages.workspace.own.deleted };
    },
  );

  app.post(
    '/litigation/get-single-litigation-workspace/',
    {
      ...auth,
      schema: {
        ...doc('A litigation workspace with its cases'),
        body: workspaceIdRequest,
        response: { 200: singleLitigationWorkspaceResponse },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await litigationWorkspaceDetails(db, await viewer(request), request.body.workspace_id)),
    }),
  );

  app.post(
    '/litigation/update-case/',
    {
      ...auth,
      schema: {
        ...doc('Change the fields of a case'),
        body: updateCaseRequest,
        response: { 200: updateCaseResponse },
      },
    },
    async (request) => {
      const { case_id, ...fields } = request.body;
      return {
        success: true as const,
        message: l.own.caseUpdated,
        case: await updateLitigationCase(db, await viewer(request), case_id, fields),
      };
    },
  );

  app.post(
    '/litigation/delete-case/',
    {
      ...auth,
      schema: { ...doc('Delete a case'), body: deleteCaseRequest, response: { 200: messageResponse } },
    },
    async (request) => {
      await deleteLitigationCase(db, await viewer(request), request.body.case_id);
      return { success: true as const, message: l.own.caseDeleted };
    },
  );

  app.post(
    '/litigation/assign-team-member/',
    {
      ...auth,
      schema: {
        ...doc('Assign firm members to a workspace by email'),
        body: assignTeamMembersRequest,
        response: { 200: messageResponse },
      },
    },
    async (request) => {
      await assignTeamMembers(db, await viewer(request), request.body.workspace_id, request.body.emails);
      return { success: true as const, message: l.teamAssigned };
    },
  );

  app.get(
    '/litigation/get-team-members_for_litigation/',
    {
      ...auth,
      schema: {
        ...doc("Members of the caller's firm other than the caller"),
        response: { 200: teamMembersResponse },
      },
    },
    async (request) => ({
      success: true as const,
      team_members: await teamMembersOf(db, await viewer(request)),
    }),
  );

  app.post(
    '/litigation/get-notes/',
    {
      ...auth,
      schema: {
        ...doc('Notes of a workspace, newest first'),
        body: getNotesRequest,
        response: { 200: getNotesResponse },
      },
    },
    async (request) => ({
      success: true as const,
      notes: await workspaceNotes(db, await viewer(request), request.body.workspace_id),
    }),
  );

  app.post(
    '/litigation/add-note/',
    {
      ...auth,
      schema: { ...doc('Add a note to a workspace'), body: addNoteRequest, response: { 200: noteResponse } },
    },
    async (request) => ({
      success: true as const,
      message: l.noteAdded,
      note: await addNote(db, await viewer(request), request.body.workspace_id, request.body.content),
    }),
  );

  app.post(
    '/litigation/edit-notes/',
    {
      ...auth,
      schema: { ...doc('Change a note'), body: editNoteRequest, response: { 200: noteResponse } },
    },
    async (request) => ({
      success: true as const,
      message: l.noteUpdated,
      note: await editNote(db, await viewer(request), request.body.note_id, request.body.content),
    }),
  );

  app.delete(
    '/litigation/delete-notes/',
    {
      ...auth,
      schema: { ...doc('Delete a note'), body: deleteNoteRequest, response: { 200: messageResponse } },
    },
    async (request) => {
      await deleteNote(db, await viewer(request), request.body.note_id);
      return { success: true as const, message: l.noteDeleted };
    },
  );
};
