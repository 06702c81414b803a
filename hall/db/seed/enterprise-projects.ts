import type { ProjectProcess } from '@/lib/contract/project-steps';
import type { Tx } from '../client';
import { enterpriseProjectEvents, enterpriseProjects, projectAdjustments, projectPayments, rentalHolds, stationLetters } from '../schema';
import { projectLetter } from '../../i18n/project-letters';
import type { HallCode } from './data/types';
import type { SeededHall } from './halls';
import { shanghaiAt } from './util';

type Event = {
  action: string;
  party: 'renter' | 'staff' | 'system';
  from: [string, string] | null;
  to: [ProjectProcess, string];
  at: Date;
  note?: string;
};

/**
 * Three projects of the demo venue renter at different steps, each with the history that brought it there (the
 * moves of hall/services/enterprise/flow.ts), its hold on a hall and the letters the hall's moves wrote: a company
 * concert whose deposit is paid and contract signed, its instalments due; a brand launch the hall has offered a
 * first option for; and last spring's alumni choir evening, held and settled.
 */
export async function seedEnterpriseProjects(tx: Tx, now: Date, enterpriseUserId: number, halls: Map<HallCode, SeededHall>) {
  const at = (days: number, time: string) => shanghaiAt(now, days, time);
  const iso = (days: number, time: string) => at(days, time).toISOString();
  const main = halls.get('main')!.id;
  const small = halls.get('small')!.id;

  const concert = await project(
    tx,
    {
      enterpriseUserId,
      name: '滨江之夜·企业答谢音乐会',
      hallId: main,
      process: 'contract_payment',
      status: 'draft',
      depositFen: 3_000_000,
      contractFen: 18_000_000,
      createdAt: at(-48, '10:05'),
      updatedAt: at(-11, '10:30'),
      steps: {
        consultation: {
          name: '滨江之夜·企业答谢音乐会',
          hallId: main,
          setupStart: iso(44, '13:00'),
          eventStart: iso(45, '19:30'),
          eventEnd: iso(45, '21:30'),
          teardownEnd: iso(45, '23:59'),
          eventType: 'corporate',
          expectedAudience: 1100,
          ticketed: false,
          technicalNeeds: '整场包租；门票由音乐厅按名单定向发放；需提前一天下午进场装台。',
          submittedAt: iso(-48, '10:20'),
        },
        intention: {
          startsAt: iso(44, '13:00'),
          endsAt: iso(45, '23:59'),
          option: 'first',
          expiresAt: iso(-37, '18:00'),
          quoteFen: 18_000_000,
          depositFen: 3_000_000,
          note: '含主厅灯光音响与两名技术人员；演出当晚 19:30 开始。',
        },
        deposit: { amountFen: 3_000_000, payMethod: 'alipay', paidAt: iso(-30, '11:42') },
        contract: { contractNo: 'BJH-ZL-2026-0142', signer: '王晓明', signedAt: iso(-12, '16:30'), countersignedAt: iso(-11, '10:30') },
        contract_payment: { amountFen: 15_000_000 },
      },
    },
    [
      { action: 'start', party: 'renter', from: null, to: ['consultation', 'draft'], at: at(-48, '10:05') },
      { action: 'submit', party: 'renter', from: ['consultation', 'draft'], to: ['consultation', 'submitted'], at: at(-48, '10:20') },
      { action: 'offer', party: 'staff', from: ['consultation', 'submitted'], to: ['intention', 'offered'], at: at(-44, '15:00') },
      { action: 'accept', party: 'renter', from: ['intention', 'offered'], to: ['deposit', 'draft'], at: at(-40, '15:05') },
      { action: 'depositPaid', party: 'system', from: ['deposit', 'draft'], to: ['contract', 'submitted'], at: at(-30, '11:42') },
      { action: 'uploadContract', party: 'staff', from: ['contract', 'submitted'], to: ['contract', 'draft'], at: at(-20, '09:30') },
      { action: 'signContract', party: 'renter', from: ['contract', 'draft'], to: ['contract', 'submitted'], at: at(-12, '16:30') },
      { action: 'countersign', party: 'staff', from: ['contract', 'submitted'], to: ['contract_payment', 'draft'], at: at(-11, '10:30') },
    ],
  );
  await tx
    .insert(rentalHolds)
    .values({ projectId: concert, hallId: main, startsAt: at(44, '13:00'), endsAt: at(45, '23:59'), option: 'definite' });
  // The deposit paid online; the contract's balance in two instalments, the first due in ten days.
  await tx.insert(projectPayments).values([
    { projectId: concert, kind: 'deposit', seq: 0, amountFen: 3_000_000, paidAt: at(-30, '11:42'), paidBy: 'online' },
    { projectId: concert, kind: 'instalment', seq: 1, amountFen: 9_000_000, dueAt: at(10, '23:59') },
    { projectId: concert, kind: 'instalment', seq: 2, amountFen: 6_000_000, dueAt: at(30, '23:59') },
  ]);

  const launch = await project(
    tx,
    {
      enterpriseUserId,
      name: '星海品牌发布会暨室内乐沙龙',
      hallId: small,
      process: 'intention',
      status: 'offered',
      depositFen: 800_000,
      contractFen: 4_500_000,
      createdAt: at(-6, '09:30'),
      updatedAt: at(-1, '17:12'),
      steps: {
        consultation: {
          name: '星海品牌发布会暨室内乐沙龙',
          hallId: small,
          setupStart: iso(70, '09:00'),
          eventStart: iso(70, '14:00'),
          eventEnd: iso(70, '16:10'),
          teardownEnd: iso(70, '18:00'),
          eventType: 'launch',
          expectedAudience: 320,
          ticketed: false,
          technicalNeeds: '发布会 14:00–15:00，室内乐沙龙 15:30–16:10；需要投影、两支无线话筒。',
          submittedAt: iso(-6, '09:48'),
        },
        intention: {
          startsAt: iso(70, '09:00'),
          endsAt: iso(70, '18:00'),
          option: 'first',
          expiresAt: iso(6, '18:00'),
          quoteFen: 4_500_000,
          depositFen: 800_000,
          note: '建议发布会与演出之间预留 30 分钟换场，舞台与灯光由音乐厅技术团队配合。',
        },
      },
    },
    [
      { action: 'start', party: 'renter', from: null, to: ['consultation', 'draft'], at: at(-6, '09:30') },
      { action: 'submit', party: 'renter', from: ['consultation', 'draft'], to: ['consultation', 'submitted'], at: at(-6, '09:48') },
      { action: 'offer', party: 'staff', from: ['consultation', 'submitted'], to: ['intention', 'offered'], at: at(-1, '17:12') },
    ],
  );
  await tx.insert(rentalHolds).values({
    projectId: launch,
    hallId: small,
    startsAt: at(70, '09:00'),
    endsAt: at(70, '18:00'),
    option: 'first',
    expiresAt: at(6, '18:00'),
  });

  const choir = await project(
    tx,
    {
      enterpriseUserId,
      name: '春日校友合唱专场',
      hallId: small,
      process: 'settlement',
      status: 'done',
      depositFen: 1_000_000,
      contractFen: 6_000_000,
      createdAt: at(-150, '14:10'),
      updatedAt: at(-52, '11:20'),
      steps: {
        consultation: {
          name: '春日校友合唱专场',
          hallId: small,
          setupStart: iso(-60, '12:00'),
          eventStart: iso(-60, '19:00'),
          eventEnd: iso(-60, '21:00'),
          teardownEnd: iso(-60, '22:30'),
          eventType: 'concert',
          expectedAudience: 380,
          ticketed: false,
          technicalNeeds: '合唱台三层；一台三角钢琴；观众凭校友邀请函入场。',
          submittedAt: iso(-150, '14:30'),
        },
        intention: {
          startsAt: iso(-60, '12:00'),
          endsAt: iso(-60, '22:30'),
          option: 'first',
          expiresAt: iso(-135, '18:00'),
          quoteFen: 6_000_000,
          depositFen: 1_000_000,
        },
        implementation: {
          items: [
            { kind: 'loadIn', startsAt: iso(-60, '12:00'), endsAt: iso(-60, '15:00'), note: '合唱台与钢琴就位' },
            { kind: 'rehearsal', startsAt: iso(-60, '15:30'), endsAt: iso(-60, '17:30'), note: '' },
            { kind: 'show', startsAt: iso(-60, '19:00'), endsAt: iso(-60, '21:00'), note: '' },
            { kind: 'teardown', startsAt: iso(-60, '21:00'), endsAt: iso(-60, '22:30'), note: '' },
          ],
          setAt: iso(-70, '10:00'),
          confirmedAt: iso(-69, '09:40'),
        },
        settlement: {
          rentFen: 6_000_000,
          extras: [{ name: '超时 30 分钟', amountFen: 150_000 }],
          extrasFen: 150_000,
          paidFen: 6_000_000,
          takingsFen: 0,
          hallSharePercent: 0,
          hallShareFen: 0,
          dueToRenterFen: 0,
          balanceFen: 150_000,
          issuedAt: iso(-55, '15:00'),
          renterConfirmedAt: iso(-53, '10:05'),
          hallConfirmedAt: iso(-52, '11:20'),
        },
      },
    },
    [
      { action: 'start', party: 'renter', from: null, to: ['consultation', 'draft'], at: at(-150, '14:10') },
      { action: 'submit', party: 'renter', from: ['consultation', 'draft'], to: ['consultation', 'submitted'], at: at(-150, '14:30') },
      { action: 'offer', party: 'staff', from: ['consultation', 'submitted'], to: ['intention', 'offered'], at: at(-145, '16:00') },
      { action: 'accept', party: 'renter', from: ['intention', 'offered'], to: ['deposit', 'draft'], at: at(-140, '09:15') },
      { action: 'depositPaid', party: 'system', from: ['deposit', 'draft'], to: ['contract', 'submitted'], at: at(-140, '09:20') },
      { action: 'uploadContract', party: 'staff', from: ['contract', 'submitted'], to: ['contract', 'draft'], at: at(-130, '11:00') },
      { action: 'signContract', party: 'renter', from: ['contract', 'draft'], to: ['contract', 'submitted'], at: at(-128, '15:40') },
      { action: 'countersign', party: 'staff', from: ['contract', 'submitted'], to: ['contract_payment', 'draft'], at: at(-127, '10:00') },
      {
        action: 'contractPaidUnticketed',
        party: 'system',
        from: ['contract_payment', 'draft'],
        to: ['coordination', 'draft'],
        at: at(-100, '14:02'),
      },
      {
        action: 'requestChange',
        party: 'renter',
        from: ['coordination', 'draft'],
        to: ['coordination', 'submitted'],
        at: at(-80, '10:30'),
        note: '钢琴需提前一天调音',
      },
      {
        action: 'answerChange',
        party: 'staff',
        from: ['coordination', 'submitted'],
        to: ['coordination', 'draft'],
        at: at(-79, '09:10'),
        note: '已安排演出前一日下午调音',
      },
      {
        action: 'closeCoordination',
        party: 'staff',
        from: ['coordination', 'draft'],
        to: ['implementation', 'submitted'],
        at: at(-72, '17:00'),
      },
      {
        action: 'setSchedule',
        party: 'staff',
        from: ['implementation', 'submitted'],
        to: ['implementation', 'draft'],
        at: at(-70, '10:00'),
      },
      {
        action: 'confirmSchedule',
        party: 'renter',
        from: ['implementation', 'draft'],
        to: ['settlement', 'submitted'],
        at: at(-69, '09:40'),
      },
      { action: 'issueStatement', party: 'staff', from: ['settlement', 'submitted'], to: ['settlement', 'draft'], at: at(-55, '15:00') },
      { action: 'confirmStatement', party: 'renter', from: ['settlement', 'draft'], to: ['settlement', 'approved'], at: at(-53, '10:05') },
      { action: 'closeSettlement', party: 'staff', from: ['settlement', 'approved'], to: ['settlement', 'done'], at: at(-52, '11:20') },
    ],
  );
  await tx
    .insert(rentalHolds)
    .values({ projectId: choir, hallId: small, startsAt: at(-60, '12:00'), endsAt: at(-60, '22:30'), option: 'definite' });
  await tx.insert(projectPayments).values([
    { projectId: choir, kind: 'deposit', seq: 0, amountFen: 1_000_000, paidAt: at(-140, '09:20'), paidBy: 'online' },
    {
      projectId: choir,
      kind: 'instalment',
      seq: 1,
      amountFen: 5_000_000,
      dueAt: at(-100, '23:59'),
      paidAt: at(-100, '14:02'),
      paidBy: 'online',
    },
  ]);
  await tx.insert(projectAdjustments).values({
    projectId: choir,
    kind: 'change',
    request: '钢琴需提前一天调音',
    status: 'accepted',
    answer: '已安排演出前一日下午调音',
    answeredAt: at(-79, '09:10'),
    createdAt: at(-80, '10:30'),
  });
}

async function project(tx: Tx, values: typeof enterpriseProjects.$inferInsert, events: Event[]) {
  const [row] = await tx.insert(enterpriseProjects).values(values).returning({ id: enterpriseProjects.id });
  await tx.insert(enterpriseProjectEvents).values(
    events.map((e) => ({
      projectId: row.id,
      action: e.action,
      party: e.party,
      enterpriseUserId: e.party === 'renter' ? values.enterpriseUserId : null,
      fromProcess: e.from?.[0] ?? null,
      fromStatus: e.from?.[1] ?? null,
      toProcess: e.to[0],
      toStatus: e.to[1],
      note: e.note ?? null,
      createdAt: e.at,
    })),
  );
  const letters = events.flatMap((e) => {
    const letter = projectLetter(e.action, { id: row.id, name: values.name, process: e.to[0] }, e.note ?? null);
    return letter ? [{ enterpriseUserId: values.enterpriseUserId, ...letter, createdAt: e.at, readAt: e.at }] : [];
  });
  if (letters.length) await tx.insert(stationLetters).values(letters);
  return row.id;
}
