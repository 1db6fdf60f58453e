import {
  meetingResponse,
  type ScheduleMeetingRequest,
  type SlotsRequest,
  slotsResponse,
} from '@lexi/shared/api/legal-vetting';
import { messages } from '@lexi/shared/messages';
import { canonicalTimeZone } from '@lexi/shared/time-zones';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { rememberOnDashboard } from './remember-on-dashboard.ts';

/** The browser's IANA time zone, under its current name: slots are shown in it. */
export function browserTimeZone(): string {
  return canonicalTimeZone(Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC');
}

/** POST /api/slots/: a lawyer's free slots over the next days, labelled in my zone. */
export const slotsQuery = (request: SlotsRequest) =>
  queryOptions({
    queryKey: [
      'legal-vetting',
      'slots',
      request.lawyer_username,
      request.time_zone ?? '',
      request.from ?? '',
    ],
    queryFn: async () => {
      const answer = await apiRequest('/slots/', slotsResponse, { body: request });
      rememberOnDashboard({ slots: answer.availability });
      return answer;
    },
    meta: { errorMessage: messages.common.serverError },
  });

/** POST /api/schedule_meeting/: books a slot with a purpose and a message. */
export function scheduleMeeting(request: ScheduleMeetingRequest) {
  return apiRequest('/schedule_meeting/', meetingResponse, { body: request });
}

/** POST /api/meetings/cancel/ */
export function cancelMeeting(meetingId: string) {
  return apiRequest('/meetings/cancel/', meetingResponse, { body: { meeting_id: meetingId } });
}

/** POST /api/meetings/reschedule/: moves a meeting to another free slot. */
export function rescheduleMeeting(meetingId: string, startTime: string) {
  return apiRequest('/meetings/reschedule/', meetingResponse, {
    body: { meeting_id: meetingId, start_time: startTime },
  });
}
