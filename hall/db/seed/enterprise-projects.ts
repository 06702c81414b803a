import type { Tx } from '../client';
import { enterpriseProjectEvents, enterpriseProjects, projectPayments, rentalHolds } from '../schema';
import type { HallCode } from './data/types';
import type { SeededHall } from './halls';
import { shanghaiAt } from './util';

type Event = {
  action: string;
  party: 'renter' | 'staff' | 'system';
  from: [string, string] | null;
  to: [string, string];
  at: Date;
  note?: string;
};

/**
 * Two projects of the demo venue renter at different steps, each with the history that brought it there (the
 * moves of hall/services/enterprise/flow.ts) and its hold on a hall: a company concert whose deposit is paid and
 * contract signed, its instalments due; and a brand launch the hall has offered a first option for.
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
  return row.id;
}
