import { and, asc, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import { Code } from '@/lib/contract/codes';
import type { FeedbackPayload, FeedbackReceipt, StaffFeedback } from '@/lib/contract/feedback';
import type { Db, DbOrTx } from '../../db/client';
import { feedback, members, staff, stationLetters } from '../../db/schema';
import { HallError, notFound } from '../../errors';
import { letterWords } from '../../i18n/letters';
import { maskPhone } from '../../platform/mask';
import { enforce, LIMITS } from '../accounts/rate-limit';
import { consumeTicket } from '../accounts/slide';
import { audit, type Actor } from '../staff/audit';

type Sender = { memberId: number | null; address: string; locale: string };

/**
 * POST /api/feedback: a message to the hall, from anyone who solved the slide puzzle, a few an hour per address.
 * A logged-in member's message carries who they are (the answer comes back as a station letter); a visitor may leave
 * a phone or an e-mail for the hall to answer.
 */
export async function sendFeedback(db: Db, sender: Sender, input: FeedbackPayload): Promise<FeedbackReceipt> {
  await enforce(db, LIMITS.feedbackPerAddress, sender.address);
  await consumeTicket(db, input.ticket);
  const [row] = await db
    .insert(feedback)
    .values({ memberId: sender.memberId, topic: input.topic, text: input.text, contact: input.contact || null, locale: sender.locale })
    .returning({ id: feedback.id, createdAt: feedback.createdAt });
  return { id: row.id, createdAt: row.createdAt.toISOString() };
}

const query = (db: DbOrTx) =>
  db
    .select({ row: feedback, phone: members.phone, answeredBy: staff.name })
    .from(feedback)
    .leftJoin(members, eq(members.id, feedback.memberId))
    .leftJoin(staff, eq(staff.id, feedback.answeredBy));

type Row = Awaited<ReturnType<ReturnType<typeof query>['execute']>>[number];

const view = ({ row, phone, answeredBy }: Row): StaffFeedback => ({
  id: row.id,
  topic: row.topic,
  text: row.text,
  contact: row.contact,
  memberPhone: phone ? maskPhone(phone) : null,
  locale: row.locale,
  createdAt: row.createdAt.toISOString(),
  answer: row.answer,
  answeredAt: row.answeredAt?.toISOString() ?? null,
  answeredBy,
});

/** GET /api/staff/feedback: the messages waiting for an answer, oldest first; answered ones (or all), newest first. */
export async function staffFeedback(db: DbOrTx, status: 'open' | 'answered' | 'all'): Promise<StaffFeedback[]> {
  const where = status === 'open' ? isNull(feedback.answeredAt) : status === 'answered' ? isNotNull(feedback.answeredAt) : undefined;
  const order = status === 'open' ? [asc(feedback.createdAt), asc(feedback.id)] : [desc(feedback.createdAt), desc(feedback.id)];
  const rows = await query(db)
    .where(where)
    .orderBy(...order)
    .limit(200);
  return rows.map(view);
}

/**
 * PUT /api/staff/feedback/:id: the hall's answer, once (the update's own condition decides between two clerks). A
 * member's message is answered by station letter in the same transaction; a visitor is answered at the contact they
 * left, and the answer is kept as the record of it.
 */
export async function answerFeedback(db: Db, actor: Extract<Actor, { staffId: number }>, id: number, answer: string) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(feedback)
      .set({ answer, answeredAt: new Date(), answeredBy: actor.staffId })
      .where(and(eq(feedback.id, id), isNull(feedback.answeredAt)))
      .returning();
    if (!row) {
      const [exists] = await tx.select({ id: feedback.id }).from(feedback).where(eq(feedback.id, id));
      if (!exists) throw notFound();
      throw new HallError('alreadyAnswered', Code.badRequest);
    }
    // The member's message is quoted whole: a letter is text, and a cut message would lose what it asked.
    if (row.memberId) {
      await tx.insert(stationLetters).values({ memberId: row.memberId, ...letterWords('feedbackAnswer', { message: row.text, answer }) });
    }
    await audit(tx, actor, { action: 'feedback.answer', target: `feedback:${id}`, after: { answer } });
    const [answered] = await query(tx).where(eq(feedback.id, id));
    return view(answered);
  });
}
