import type { Tx } from '../client';
import { enterpriseProjects } from '../schema';
import type { HallCode } from './data/types';
import type { SeededHall } from './halls';
import { daysFrom, shanghaiAt, shanghaiDate } from './util';

/**
 * Two projects of the demo venue renter at different steps, so every step page has something to show: a
 * company concert paid and signed, waiting for the contract payment, and a launch still at its booking intention.
 */
export async function seedEnterpriseProjects(tx: Tx, now: Date, enterpriseUserId: number, halls: Map<HallCode, SeededHall>) {
  const at = (days: number, time: string) => shanghaiAt(now, days, time).toISOString();
  await tx.insert(enterpriseProjects).values([
    {
      enterpriseUserId,
      name: '滨江之夜·企业答谢音乐会',
      hallId: halls.get('main')!.id,
      process: 'contract_payment',
      status: 'draft',
      depositFen: 3_000_000,
      contractFen: 18_000_000,
      createdAt: daysFrom(now, -48),
      updatedAt: daysFrom(now, -3),
      steps: {
        consultation: {
          activityType: '企业包场音乐会',
          expectedDate: shanghaiDate(now, 45),
          audienceSize: 1100,
          question: '主厅能否整场包租举办客户答谢音乐会？票务能否由音乐厅代为发放？',
          reply: '可以。主厅支持整场包租，门票可由音乐厅票务系统按名单定向发放，详情在意向预订时确认。',
          submittedAt: at(-48, '10:20'),
        },
        intention: {
          activityName: '滨江之夜·企业答谢音乐会',
          startDate: shanghaiDate(now, 45),
          endDate: shanghaiDate(now, 45),
          sessions: 1,
          audienceSize: 1100,
          needTicketing: true,
          note: '需提前一天下午进场装台，演出当晚 19:30 开始。',
          submittedAt: at(-40, '15:05'),
        },
        deposit: {
          amountFen: 3_000_000,
          payMethod: 'alipay',
          tradeNo: `${shanghaiDate(now, -30).replaceAll('-', '')}22001400017731`,
          paidAt: at(-30, '11:42'),
        },
        contract: { contractNo: 'BJH-ZL-2026-0142', signer: '王晓明', signedAt: at(-12, '16:30') },
        contract_payment: { amountFen: 15_000_000, dueDate: shanghaiDate(now, 10) },
      },
    },
    {
      enterpriseUserId,
      name: '星海品牌发布会暨室内乐沙龙',
      hallId: halls.get('small')!.id,
      process: 'intention',
      status: 'submitted',
      createdAt: daysFrom(now, -6),
      updatedAt: daysFrom(now, -1),
      steps: {
        consultation: {
          activityType: '发布会',
          expectedDate: shanghaiDate(now, 70),
          audienceSize: 300,
          question: '小音乐厅能否在发布会后安排一场 40 分钟的室内乐演出？',
          reply: '可以。建议发布会与演出之间预留 30 分钟换场，舞台与灯光由音乐厅技术团队配合。',
          submittedAt: at(-6, '09:48'),
        },
        intention: {
          activityName: '星海品牌发布会暨室内乐沙龙',
          startDate: shanghaiDate(now, 70),
          endDate: shanghaiDate(now, 70),
          sessions: 1,
          audienceSize: 320,
          needTicketing: false,
          note: '发布会 14:00–15:00，室内乐沙龙 15:30–16:10。',
          submittedAt: at(-1, '17:12'),
        },
      },
    },
  ]);
}
