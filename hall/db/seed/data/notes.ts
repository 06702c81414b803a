import type { PerfSeed } from './types';

/** The purchase notes of a performance or activity, built from its rules: [Chinese HTML, English HTML]. */
export function purchaseNotes(p: PerfSeed): [string, string] {
  const zh: string[] = [];
  const en: string[] = [];
  const add = (z: string, e: string) => {
    zh.push(z);
    en.push(e);
  };
  add('凭电子票二维码入场，一人一票，请勿将二维码截图转发他人。', 'Entry is by e-ticket QR code, one ticket per person. Do not share screenshots of your QR code.');
  add('票品为有价证券，一经售出，不退不换，敬请谅解。', 'Tickets are non-refundable and non-exchangeable once sold.');
  if (p.realName)
    add(
      '本场为实名制演出：每张门票须绑定一位常用购票人的有效证件，同一证件限购一张，入场时核验证件原件。',
      'This is a real-name event: each ticket must name a regular purchaser with a valid ID document, one ticket per ID; the original document is checked at entry.',
    );
  if (p.childLimit)
    add('1.2 米以下儿童谢绝入场；1.2 米及以上儿童须持票入场。', 'Children under 1.2 m are not admitted; children of 1.2 m and over need their own ticket.');
  else if (p.category === 0) add('儿童须持票入场，每人一票。', 'Children need their own ticket.');
  add(
    '禁止携带食品、饮料、打火机、自拍杆、专业摄影摄像器材及宠物入场；演出期间请勿拍照、录音、录像。',
    'Food, drinks, lighters, selfie sticks, professional camera equipment and pets are not allowed. Photography and recording are not permitted during the performance.',
  );
  if (p.category === 0)
    add('请提前 30 分钟到场，迟到观众须在曲目间隙由工作人员引导入场。', 'Please arrive 30 minutes early. Latecomers are admitted by the ushers at a suitable break.');
  else add('请提前 15 分钟到场签到，活动开始后 20 分钟停止入场。', 'Please sign in 15 minutes early; entry closes 20 minutes after the start.');
  add('订单须在 10 分钟内完成支付，逾期未支付将自动取消。', 'Orders must be paid within 10 minutes or they are cancelled automatically.');
  const list = (items: string[]) => `<ol>${items.map((i) => `<li>${i}</li>`).join('')}</ol>`;
  return [`<p><strong>购票须知</strong></p>${list(zh)}`, `<p><strong>Before you buy</strong></p>${list(en)}`];
}
