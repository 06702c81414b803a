// Ticketing of a rented event: the renter submits the performance (§7 PUT ticket), the rental staff
// approve it into a performance on the box office's sale (or send it back), and the renter follows its sales.
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { Code } from '@/lib/contract/codes';
import type { SessionSales, TicketingSaved, TicketingSubmission, TicketingView } from '@/lib/contract/rental-ticketing';
import { ticketingSaved } from '@/lib/contract/rental-ticketing';
import type { Db, DbOrTx, Tx } from '../../db/client';
import {
  enterpriseFiles,
  enterpriseProjects,
  enterpriseUsers,
  files,
  genres,
  hallSeats,
  orderItems,
  orders,
  performances,
  rentalHolds,
  sessions,
  sessionSeats,
  ticketClasses,
} from '../../db/schema';
import { HallError, notFound } from '../../errors';
import { drawingOrder } from '../performances/seats';
import { MAX_UPLOAD_BYTES } from '../content/files';
import { cleanRichText } from '../content/rich-text';
import { audit, type Actor } from '../staff/audit';
import { moveProject, withStep } from './flow';

type StaffActor = Actor & { staffId: number };

/** The colours of the seat map's classes, dearest first (as the seeded performances use them). */
const CLASS_COLOURS = ['#b8322a', '#d9822b', '#3f7fbf', '#4a9d5b', '#8a63b8', '#7a7a7a'];

/** The project's definite booking: the hall and the time the event's sessions must fall within. */
async function bookingOf(tx: DbOrTx, projectId: number) {
  const [hold] = await tx
    .select({ hallId: rentalHolds.hallId, startsAt: rentalHolds.startsAt, endsAt: rentalHolds.endsAt })
    .from(rentalHolds)
    .where(and(eq(rentalHolds.projectId, projectId), eq(rentalHolds.option, 'definite'), isNull(rentalHolds.releasedAt)));
  return hold ?? null;
}

/** §7 PUT ticket: the renter's performance data, checked against the booking, the hall's seats and the poster. */
export async function submitTicketing(db: Db, enterpriseUserId: number, input: TicketingSubmission, now = new Date()) {
  const { id: projectId, ...data } = input;
  return db.transaction(async (tx) => {
    const saved: TicketingSaved = { ...data, submittedAt: now.toISOString() };
    const moved = await moveProject(
      tx,
      projectId,
      'submitTicketing',
      { party: 'renter', enterpriseUserId },
      { now, patch: { steps: withStep('ticketing', saved) } },
    );
    const booking = await bookingOf(tx, projectId);
    if (!booking) throw new HallError('projectWrongStep', Code.badRequest);
    const within = data.sessions.every(
      (s) => Date.parse(s.startTime) >= booking.startsAt.getTime() && Date.parse(s.endTime) <= booking.endsAt.getTime(),
    );
    if (!within) throw new HallError('ticketingOutsideBooking', Code.badRequest);
    if (data.sessions.some((s) => Date.parse(data.saleStartAt) >= Date.parse(s.startTime)))
      throw new HallError('ticketingSaleStart', Code.badRequest);
    const [{ seats }] = await tx
      .select({ seats: sql<number>`count(*)::int` })
      .from(hallSeats)
      .where(eq(hallSeats.hallId, booking.hallId));
    const asked = data.classes.reduce((n, c) => n + c.seats, 0);
    if (asked > seats) throw new HallError('ticketingTooManySeats', Code.badRequest, null, { seats });
    const [genre] = await tx.select({ id: genres.id }).from(genres).where(eq(genres.id, data.genreId));
    if (!genre) throw new HallError('unknownReference', Code.badRequest);
    const [poster] = await tx
      .select({ mime: enterpriseFiles.mime, size: enterpriseFiles.size })
      .from(enterpriseFiles)
      .where(and(eq(enterpriseFiles.id, data.posterFileId), eq(enterpriseFiles.projectId, projectId), eq(enterpriseFiles.kind, 'poster')));
    if (!poster || !poster.mime.startsWith('image/') || poster.size > MAX_UPLOAD_BYTES)
      throw new HallError('ticketingPoster', Code.badRequest, null, { max: MAX_UPLOAD_BYTES / 1024 / 1024 });
    return moved;
  });
}

/** Plain text as the paragraphs of a performance's rich text. */
const paragraphs = (text: string) =>
  cleanRichText(
    text
      .split(/\n{2,}/)
      .map((p) => p.trim())
      .filter(Boolean)
      .map((p) => `<p>${p.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\n/g, '<br>')}</p>`)
      .join(''),
  );

/**
 * The hall approves the ticketing: the performance, its sessions and classes are created in the booked hall,
 * each class given its number of seats from the front (dearest first; the box office may move them in the
 * performances console), the poster published, and the project moves on to coordination.
 */
export async function approveTicketing(db: Db, actor: StaffActor, projectId: number, note: string | undefined, now = new Date()) {
  return db.transaction(async (tx) => {
    const moved = await moveProject(tx, projectId, 'approveTicketing', { party: 'staff', staffId: actor.staffId }, { now, note });
    const [project] = await tx
      .select({ steps: enterpriseProjects.steps, company: enterpriseUsers.companyName })
      .from(enterpriseProjects)
      .innerJoin(enterpriseUsers, eq(enterpriseUsers.id, enterpriseProjects.enterpriseUserId))
      .where(eq(enterpriseProjects.id, projectId));
    const submission = ticketingSaved.parse(project.steps.ticketing);
    const booking = await bookingOf(tx, projectId);
    if (!booking) throw new HallError('projectWrongStep', Code.badRequest);
    const performanceId = await publishPerformance(tx, actor, booking.hallId, project.company, submission);
    await tx.update(enterpriseProjects).set({ performanceId }).where(eq(enterpriseProjects.id, projectId));
    await audit(tx, actor, {
      action: 'project.ticketingApprove',
      target: `project:${projectId}`,
      before: moved.from,
      after: { ...moved.to, performanceId },
    });
    return { ...moved, performanceId };
  });
}

async function publishPerformance(tx: Tx, actor: StaffActor, hallId: number, organizer: string, s: TicketingSaved) {
  const [poster] = await tx
    .select({ mime: enterpriseFiles.mime, size: enterpriseFiles.size, sha256: enterpriseFiles.sha256, content: enterpriseFiles.content })
    .from(enterpriseFiles)
    .where(eq(enterpriseFiles.id, s.posterFileId));
  await tx
    .insert(files)
    .values({ sha256: poster.sha256, mime: poster.mime, size: poster.size, content: poster.content, uploadedBy: actor.staffId })
    .onConflictDoNothing();
  const ext = poster.mime === 'image/png' ? 'png' : 'jpg';
  const [performance] = await tx
    .insert(performances)
    .values({
      category: 0,
      genreId: s.genreId,
      hallId,
      mainTitle: s.mainTitle,
      enMainTitle: s.enMainTitle,
      organizer,
      enOrganizer: organizer,
      poster: `/files/${poster.sha256}.${ext}`,
      intro: paragraphs(s.intro),
      enIntro: paragraphs(s.enIntro),
      realName: s.realName,
      saleStartAt: new Date(s.saleStartAt),
      durationMinutes: Math.round((Date.parse(s.sessions[0].endTime) - Date.parse(s.sessions[0].startTime)) / 60_000),
    })
    .returning({ id: performances.id });
  const seats = await tx
    .select({ id: hallSeats.id })
    .from(hallSeats)
    .where(eq(hallSeats.hallId, hallId))
    .orderBy(...drawingOrder);
  const dearestFirst = [...s.classes].sort((a, b) => b.priceFen - a.priceFen);
  for (const session of s.sessions) {
    const [row] = await tx
      .insert(sessions)
      .values({ performanceId: performance.id, hallId, startTime: new Date(session.startTime), endTime: new Date(session.endTime) })
      .returning({ id: sessions.id });
    let next = 0;
    for (const [index, c] of dearestFirst.entries()) {
      const [klass] = await tx
        .insert(ticketClasses)
        .values({ sessionId: row.id, name: c.name, enName: c.enName, priceFen: c.priceFen, color: CLASS_COLOURS[index] })
        .returning({ id: ticketClasses.id });
      const mine = seats.slice(next, next + c.seats);
      next += c.seats;
      await tx.insert(sessionSeats).values(mine.map((seat) => ({ sessionId: row.id, hallSeatId: seat.id, ticketClassId: klass.id })));
    }
  }
  return performance.id;
}

/** The hall sends the ticketing back to the renter with what to change. */
export async function returnTicketing(db: Db, actor: StaffActor, projectId: number, note: string, now = new Date()) {
  return db.transaction(async (tx) => {
    const moved = await moveProject(tx, projectId, 'returnTicketing', { party: 'staff', staffId: actor.staffId }, { now, note });
    await audit(tx, actor, {
      action: 'project.ticketingReturn',
      target: `project:${projectId}`,
      before: moved.from,
      after: { ...moved.to, note },
    });
    return moved;
  });
}

/** Sold, held and free seats and the takings of each session of the project's performance, as they stand. */
export async function projectSales(db: DbOrTx, performanceId: number | null): Promise<SessionSales[]> {
  if (performanceId === null) return [];
  const rows = await db
    .select({ sessionId: sessions.id, startTime: sessions.startTime, endTime: sessions.endTime })
    .from(sessions)
    .where(eq(sessions.performanceId, performanceId))
    .orderBy(asc(sessions.startTime));
  if (!rows.length) return [];
  const ids = rows.map((r) => r.sessionId);
  const [seats, takings] = await Promise.all([
    db
      .select({
        sessionId: sessionSeats.sessionId,
        sold: sql<number>`(count(*) filter (where ${sessionSeats.status} = 'sold'))::int`,
        held: sql<number>`(count(*) filter (where ${sessionSeats.status} = 'held'))::int`,
        free: sql<number>`(count(*) filter (where ${sessionSeats.status} = 'available'))::int`,
      })
      .from(sessionSeats)
      .where(inArray(sessionSeats.sessionId, ids))
      .groupBy(sessionSeats.sessionId),
    db
      .select({ sessionId: orderItems.sessionId, fen: sql<number>`coalesce(sum(${orderItems.priceFen} * ${orderItems.quantity}), 0)::int` })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(and(inArray(orderItems.sessionId, ids), inArray(orders.status, ['paid', 'issued', 'completed'])))
      .groupBy(orderItems.sessionId),
  ]);
  return rows.map((r) => {
    const counted = seats.find((s) => s.sessionId === r.sessionId);
    return {
      sessionId: r.sessionId,
      startTime: r.startTime.toISOString(),
      endTime: r.endTime.toISOString(),
      sold: counted?.sold ?? 0,
      held: counted?.held ?? 0,
      free: counted?.free ?? 0,
      takingsFen: takings.find((t) => t.sessionId === r.sessionId)?.fen ?? 0,
    };
  });
}

/** The ticketing step as both sides read it: the submission, the performance once approved, and its sales. */
export async function projectTicketing(db: DbOrTx, projectId: number): Promise<TicketingView> {
  const [project] = await db
    .select({ steps: enterpriseProjects.steps, performanceId: enterpriseProjects.performanceId })
    .from(enterpriseProjects)
    .where(eq(enterpriseProjects.id, projectId));
  if (!project) throw notFound();
  const submission = ticketingSaved.safeParse(project.steps.ticketing);
  return {
    submission: submission.success ? submission.data : null,
    performanceId: project.performanceId,
    sales: await projectSales(db, project.performanceId),
  };
}
