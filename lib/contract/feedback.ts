// Feedback (§1 "feedback"): a visitor's or member's message to the hall, and the hall's answer from the staff console
// (box office). Shared by the hall API, the BFF and the forms, so a form refuses what the hall API would.
import { z } from 'zod';
import { isEmail, isMobile } from '@/lib/validation';
import { id } from './common';
import { slideTicket } from './member';

export const FEEDBACK_TOPICS = ['performance', 'tickets', 'visit', 'venue', 'website', 'other'] as const;
export type FeedbackTopic = (typeof FEEDBACK_TOPICS)[number];
export const FEEDBACK_MAX = 2000;

const trimmed = z.string().trim();

/** POST /api/feedback: a topic, the message, an optional way back (phone or e-mail), and a solved slide puzzle. */
export const feedbackPayload = z.object({
  topic: z.enum(FEEDBACK_TOPICS, 'errors.feedbackTopicRequired'),
  text: trimmed.min(10, 'errors.feedbackLength').max(FEEDBACK_MAX, 'errors.feedbackLength'),
  contact: trimmed
    .max(100, 'errors.feedbackContact')
    .refine((v) => v === '' || isMobile(v) || isEmail(v), 'errors.feedbackContact')
    .optional(),
  ticket: slideTicket,
});
export type FeedbackPayload = z.infer<typeof feedbackPayload>;

/** What POST /api/feedback answers: the message's number and when it arrived. */
export const feedbackReceipt = z.object({ id: z.number(), createdAt: z.string() });
export type FeedbackReceipt = z.infer<typeof feedbackReceipt>;

/** GET /api/staff/feedback?status=: waiting for an answer (default), answered, or all. */
export const feedbackQuery = z.object({ status: z.enum(['open', 'answered', 'all']).default('open') });

/** A message as the box office reads it: who (a member's phone masked, or the contact given), what, and the answer. */
export type StaffFeedback = {
  id: number;
  topic: FeedbackTopic;
  text: string;
  contact: string | null;
  memberPhone: string | null;
  locale: string;
  createdAt: string;
  answer: string | null;
  answeredAt: string | null;
  answeredBy: string | null;
};

/** PUT /api/staff/feedback/:id: the hall's answer, once; a member reads it as a station letter. */
export const feedbackAnswerPayload = z.object({
  answer: trimmed.min(2, 'errors.feedbackAnswerLength').max(1000, 'errors.feedbackAnswerLength'),
});
export const feedbackParams = z.object({ id });
