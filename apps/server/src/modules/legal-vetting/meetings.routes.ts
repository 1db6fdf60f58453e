import {
  cancelMeetingRequest,
  createEventRequest,
  type Meeting,
  meetingResponse,
  rescheduleMeetingRequest,
  scheduleMeetingRequest,
  slotsRequest,
  slotsResponse,
} from '@lexi/shared/api/legal-vetting';
import { messages } from '@lexi/shared/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { principalOf } from '../../plugins/auth.ts';
import { bookMeeting } from './book-meeting.ts';
import { cancelMeeting, rescheduleMeeting } from './change-meeting.ts';
import { slotsFor } from './slots.service.ts';

const own = messages.lawyer.own;
const tags = ['meetings'];
const security = [{ bearer: [] }];

/** The success sentence, or the one that says the meeting is saved but its email did not go. */
const answer = (message: string, outcome: { meeting: Meeting; mailed: boolean }) => ({
  success: true as const,
  message: outcome.mailed ? message : own.invitationNotSent,
  meeting: outcome.meeting,
});

export const meetingsRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const common = { onRequest: app.requireUser };

  app.post(
    '/slots/',
    {
      ...common,
      schema: {
        tags,
        security,
        summary: "A lawyer's free slots, as UTC instants with labels in the asking user's time zone",
        body: slotsRequest,
        response: { 200: slotsResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { success: true as const, message: own.slotsLoaded, ...(await slotsFor(deps, request.body)) };
    },
  );

  for (const [path, body] of [
    ['/create_event/', createEventRequest],
    ['/schedule_meeting/', scheduleMeetingRequest],
  ] as const) {
    app.post(
      path,
      {
        ...common,
        schema: {
          tags,
          security,
          summary: 'Book a meeting at a free slot; both sides get an iCalendar invitation',
          body,
          response: { 200: meetingResponse },
        },
      },
      async (request) =>
        answer(own.meetingBooked, await bookMeeting(deps, principalOf(request).userId, request.body)),
    );
  }

  app.post(
    '/meetings/reschedule/',
    {
      ...common,
      schema: {
        tags,
        security,
        summary: 'Move a meeting to another free slot (an updated invitation to both sides)',
        body: rescheduleMeetingRequest,
        response: { 200: meetingResponse },
      },
    },
    async (request) =>
      answer(
        own.meetingRescheduled,
        await rescheduleMeeting(
          deps,
          principalOf(request).userId,
          request.body.meeting_id,
          request.body.start_time,
        ),
      ),
  );

  app.post(
    '/meetings/cancel/',
    {
      ...common,
      schema: {
        tags,
        security,
        summary: 'Cancel a meeting (a cancellation to both sides)',
        body: cancelMeetingRequest,
        response: { 200: meetingResponse },
      },
    },
    async (request) =>
      answer(
        own.meetingCancelled,
        await cancelMeeting(deps, principalOf(request).userId, request.body.meeting_id),
      ),
  );
};
