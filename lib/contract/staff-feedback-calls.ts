// The box office's feedback calls (ours): the messages to the hall, waiting or answered, and the answer, once.
import { z } from 'zod';
import { defineCall } from './call';
import { FEEDBACK_TOPICS, feedbackAnswerPayload, feedbackParams, feedbackQuery } from './feedback';

/** A message as the box office reads it (feedback.ts's StaffFeedback). */
export const staffFeedbackView = z.object({
  id: z.number(),
  topic: z.enum(FEEDBACK_TOPICS),
  text: z.string(),
  contact: z.string().nullable(),
  memberPhone: z.string().nullable(),
  locale: z.string(),
  createdAt: z.string(),
  answer: z.string().nullable(),
  answeredAt: z.string().nullable(),
  answeredBy: z.string().nullable(),
});

const boxOffice = { access: 'staff', roles: ['boxOffice'] } as const;

export const staffFeedbackCalls = {
  list: defineCall({
    method: 'GET',
    path: '/api/staff/feedback',
    summary: 'Messages to the hall, waiting or answered',
    ...boxOffice,
    query: feedbackQuery,
    answer: z.array(staffFeedbackView),
  }),
  answer: defineCall({
    method: 'PUT',
    path: '/api/staff/feedback/:id',
    summary: 'Answers a message, once (a member gets a station letter)',
    ...boxOffice,
    params: feedbackParams,
    body: feedbackAnswerPayload,
    answer: staffFeedbackView,
  }),
};
