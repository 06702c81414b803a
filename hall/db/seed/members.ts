import type { Tx } from '../client';
import { buyers, enterpriseUsers, members, pointLedger, receivers, stationLetters } from '../schema';
import { hashPassword } from '../../platform/password';
import { storedCertificate } from '../../platform/certificates';
import { seal } from '../../platform/personal-data';
import { creditCode, daysFrom, idCardNumber } from './util';

const DEMO_PASSWORD = 'Concert2026';

type Ledger = { delta: number; reason: 'gift' | 'order_earn' | 'shop_spend'; daysAgo: number; note: { zh: string; en: string } };

const MEMBERS: {
  phone: string;
  cardNo: string;
  profile: Partial<typeof members.$inferInsert>;
  consumptionFen: number;
  ledger: Ledger[];
}[] = [
  {
    phone: '13800000001',
    cardNo: 'M2026000001',
    profile: {
      name: '张三',
      sex: 1,
      birthday: '1988-05-12',
      idCard: seal(idCardNumber('31010419880512351')),
      email: 'zhangsan@example.com',
      connectTel: '13800000001',
      level: 1,
    },
    consumptionFen: 350_000,
    ledger: [
      { delta: 500, reason: 'gift', daysAgo: 200, note: { zh: '注册赠送积分', en: 'Welcome points' } },
      { delta: 1960, reason: 'order_earn', daysAgo: 150, note: { zh: '购票获得积分', en: 'Points earned on tickets' } },
      { delta: 1540, reason: 'order_earn', daysAgo: 60, note: { zh: '购票获得积分', en: 'Points earned on tickets' } },
      {
        delta: -800,
        reason: 'shop_spend',
        daysAgo: 20,
        note: { zh: '积分商城兑换：音乐厅建筑笔记本', en: 'Points shop: concert hall notebook' },
      },
    ],
  },
  {
    phone: '13800000002',
    cardNo: 'M2026000002',
    profile: { name: '李四', sex: 1, birthday: '1995-09-03', email: 'lisi@example.com', connectTel: '13800000002' },
    consumptionFen: 30_000,
    ledger: [
      { delta: 500, reason: 'gift', daysAgo: 90, note: { zh: '注册赠送积分', en: 'Welcome points' } },
      { delta: 300, reason: 'order_earn', daysAgo: 45, note: { zh: '购票获得积分', en: 'Points earned on tickets' } },
    ],
  },
  {
    // A new member who has not completed the profile yet.
    phone: '13800000003',
    cardNo: 'M2026000003',
    profile: {},
    consumptionFen: 0,
    ledger: [{ delta: 500, reason: 'gift', daysAgo: 2, note: { zh: '注册赠送积分', en: 'Welcome points' } }],
  },
  // Three regular concert-goers with points to spend in the shop (the shop's journeys use one each, the counter's
  // journey in the staff console the third).
  ...(['13800000004', '13800000005', '13800000006'] as const).map((phone, i) => ({
    phone,
    cardNo: `M202600000${4 + i}`,
    profile: {
      name: ['王五', '赵六', '孙七'][i],
      sex: i % 2,
      birthday: ['1979-02-17', '1990-11-30', '1985-06-08'][i],
      connectTel: phone,
    },
    consumptionFen: 480_000,
    ledger: [
      { delta: 500, reason: 'gift' as const, daysAgo: 400, note: { zh: '注册赠送积分', en: 'Welcome points' } },
      { delta: 4200, reason: 'order_earn' as const, daysAgo: 120, note: { zh: '购票获得积分', en: 'Points earned on tickets' } },
      { delta: 3600, reason: 'order_earn' as const, daysAgo: 30, note: { zh: '购票获得积分', en: 'Points earned on tickets' } },
    ],
  })),
];

const LETTERS: { title: [string, string]; body: [string, string]; daysAgo: number; read: boolean }[] = [
  {
    title: ['欢迎加入滨江音乐厅会员', 'Welcome to Binjiang Concert Hall membership'],
    body: [
      '感谢您注册成为会员，注册赠送的 500 积分已到账。完善个人信息后即可享受更多会员权益。',
      'Thank you for joining. Your 500 welcome points have been added. Complete your profile to enjoy all member benefits.',
    ],
    daysAgo: 200,
    read: true,
  },
  {
    title: ['恭喜您升级为 VIP 会员', 'You are now a VIP member'],
    body: [
      '您的年度消费已满 3,000 元，会员等级已升级为 VIP，有效期一年。',
      'Your spending this year has passed 3,000 yuan, so you are now a VIP member for one year.',
    ],
    daysAgo: 60,
    read: true,
  },
  {
    title: ['新乐季会员优先购票开启', 'Member priority booking for the new season'],
    body: [
      '新乐季会员优先购票现已开启，会员购买部分演出可享 9 折优惠。',
      'Priority booking for members is now open, with 10% off selected performances.',
    ],
    daysAgo: 5,
    read: false,
  },
  {
    title: ['您有一张优惠券即将到期', 'A coupon is about to expire'],
    body: ['您领取的“新会员观演券”将在 7 天后到期，请尽快使用。', 'Your New member concert coupon expires in 7 days; use it soon.'],
    daysAgo: 1,
    read: false,
  },
];

/** Demo members with points history, messages and regular purchasers; returns their ids in order. */
export async function seedMembers(tx: Tx, now: Date, industryIds: number[]): Promise<number[]> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const ids: number[] = [];
  for (const [i, m] of MEMBERS.entries()) {
    const balance = m.ledger.reduce((s, l) => s + l.delta, 0);
    const [row] = await tx
      .insert(members)
      .values({
        phone: m.phone,
        passwordHash,
        cardNo: m.cardNo,
        pointsBalance: balance,
        consumptionFen: m.consumptionFen,
        industryId: m.profile.name ? industryIds[i % industryIds.length] : null,
        vipExpiresAt: m.profile.level ? daysFrom(now, 305) : null,
        createdAt: daysFrom(now, -Math.max(...m.ledger.map((l) => l.daysAgo))),
        ...m.profile,
      })
      .returning({ id: members.id });
    let running = 0;
    await tx.insert(pointLedger).values(
      m.ledger.map((l) => {
        running += l.delta;
        return {
          memberId: row.id,
          delta: l.delta,
          balanceAfter: running,
          reason: l.reason,
          note: l.note,
          createdAt: daysFrom(now, -l.daysAgo),
        };
      }),
    );
    ids.push(row.id);
  }

  const first = ids[0];
  await tx.insert(stationLetters).values(
    LETTERS.map((l) => ({
      memberId: first,
      title: l.title[0],
      enTitle: l.title[1],
      body: l.body[0],
      enBody: l.body[1],
      createdAt: daysFrom(now, -l.daysAgo),
      readAt: l.read ? daysFrom(now, -l.daysAgo + 1) : null,
    })),
  );
  await tx.insert(buyers).values([
    { memberId: first, name: '张三', ...storedCertificate('身份证', idCardNumber('31010419880512351')) },
    { memberId: first, name: '李梅', ...storedCertificate('身份证', idCardNumber('11010519920315462')) },
  ]);
  await tx.insert(receivers).values({
    memberId: first,
    name: '张三',
    phone: '13800000001',
    province: '上海市',
    city: '上海市',
    county: '浦东新区',
    address: '世纪大道 100 号 12 楼',
    isDefault: true,
  });
  return ids;
}

/** The demo venue renter; returns its id. */
export async function seedEnterpriseUser(tx: Tx): Promise<number> {
  const [row] = await tx
    .insert(enterpriseUsers)
    .values({
      phone: '13900000001',
      passwordHash: await hashPassword(DEMO_PASSWORD),
      companyName: '示例文化传媒有限公司',
      creditCode: creditCode('91310115MA1K4B7X2'),
      contactName: '王晓明',
      email: 'events@example.com',
      address: '上海市浦东新区张杨路 500 号 8 楼',
    })
    .returning({ id: enterpriseUsers.id });
  return row.id;
}
