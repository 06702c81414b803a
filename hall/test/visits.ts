// Helpers of the visit tests: valid ID numbers, visitors, and an open slot with room.
import type { FastifyInstance } from 'fastify';
import type { VisitSlotView } from '@/lib/contract/visit';
import type { Db } from '../db/client';
import { groupReservations } from '../db/schema';
import { idCheckDigit } from '@/lib/validation/id-card';
import { get } from './harness';

let serial = 0;

/** A valid 18-digit ID number (Beijing Xicheng, born 1990), different on each call. */
export function idNumber(): string {
  const body = `11010219900308${String(100 + (serial++ % 900)).padStart(3, '0')}`;
  return body + idCheckDigit(body);
}

export const adult = (name = '张三', certNo = idNumber()) => ({ child: false, name, certType: '身份证', certNo });
export const child = (name = '张小宝', heightCm = 130) => ({ child: true, name, heightCm });

const ymd = (d: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(d);

/** The open slots of the coming week, with at least `room` places left. */
export async function openSlots(app: FastifyInstance, room = 1): Promise<VisitSlotView[]> {
  const from = ymd(new Date());
  const to = ymd(new Date(Date.now() + 8 * 86_400_000));
  const res = await get<VisitSlotView[]>(app, `/api/reservation_slot?from=${from}&to=${to}`);
  return res.body.data.filter((s) => s.open && s.remaining >= room);
}

/** A day `days` from now in the hall's calendar. */
export const hallDayFromNow = (days: number) => ymd(new Date(Date.now() + days * 86_400_000));

/** A group intention as a member submits it, for the days 10 to 20 from now, written straight into the table. */
export async function groupIntention(db: Db, memberId: number) {
  const [row] = await db
    .insert(groupReservations)
    .values({
      memberId,
      unitName: '滨江实验小学',
      contactName: '王老师',
      phone: '13900001111',
      email: 'wang@example.com',
      visitorCount: 40,
      period: 'morning',
      dateFrom: hallDayFromNow(10),
      dateTo: hallDayFromNow(20),
      invoice: 'none',
    })
    .returning();
  return row;
}
