import ExcelJS from 'exceljs';
import type { SessionReport } from '@/lib/contract/reports';
import { formatDayTime } from '@/lib/format';
import { hallDate } from '../../platform/time';

/** The sheet's words, in the staff member's language (a box-office export is read in one language). */
const WORDS = {
  'zh-CN': {
    summary: '概况',
    classes: '票档',
    daily: '每日销售',
    performance: '演出',
    start: '开演时间',
    hall: '场馆',
    generated: '生成时间',
    paidOrders: '已付订单',
    refundedOrders: '已退款订单',
    unpaidOrders: '待支付订单',
    provider: '支付渠道',
    payments: '笔数',
    received: '收款（元）',
    refunds: '退款笔数',
    refunded: '退款（元）',
    coupons: '优惠券',
    points: '积分',
    codes: '优惠码',
    used: '使用次数 / 积分',
    deducted: '抵扣（元）',
    name: '票档',
    price: '票价（元）',
    sold: '已售',
    held: '锁定',
    free: '可售',
    unavailable: '不可售',
    revenue: '票面收入（元）',
    day: '日期',
    tickets: '张数',
    amount: '实收（元）',
    alipay: '支付宝',
    wechat: '微信支付',
  },
  'en-US': {
    summary: 'Summary',
    classes: 'Ticket classes',
    daily: 'Daily sales',
    performance: 'Performance',
    start: 'Starts',
    hall: 'Hall',
    generated: 'Generated',
    paidOrders: 'Paid orders',
    refundedOrders: 'Refunded orders',
    unpaidOrders: 'Unpaid orders',
    provider: 'Provider',
    payments: 'Payments',
    received: 'Received (CNY)',
    refunds: 'Refunds',
    refunded: 'Refunded (CNY)',
    coupons: 'Coupons',
    points: 'Points',
    codes: 'Discount codes',
    used: 'Uses / points',
    deducted: 'Taken off (CNY)',
    name: 'Class',
    price: 'Price (CNY)',
    sold: 'Sold',
    held: 'Held',
    free: 'Free',
    unavailable: 'Unavailable',
    revenue: 'At list price (CNY)',
    day: 'Day',
    tickets: 'Tickets',
    amount: 'Paid (CNY)',
    alipay: 'Alipay',
    wechat: 'WeChat Pay',
  },
} as const;

/**
 * The download's name: the session and the day the report was made, in the hall's calendar (an export at 07:30
 * in Shanghai is that day's, though UTC still reads the day before).
 */
export const sessionReportFileName = (report: SessionReport) =>
  `session-${report.session.sessionId}-${hallDate(new Date(report.generatedAt))}.xlsx`;

const yuan = (fen: number) => fen / 100;
const MONEY = '#,##0.00';

/** One session's report as an Excel workbook: a summary, the classes and the days, numbers kept as numbers. */
export async function sessionReportWorkbook(report: SessionReport, locale: 'zh-CN' | 'en-US'): Promise<Buffer> {
  const w = WORDS[locale];
  const en = locale === 'en-US';
  const book = new ExcelJS.Workbook();
  book.created = new Date(report.generatedAt);

  const summary = book.addWorksheet(w.summary);
  summary.columns = [{ width: 22 }, { width: 40 }, { width: 16 }, { width: 12 }, { width: 16 }];
  summary.addRows([
    [w.performance, en ? report.session.enTitle : report.session.title],
    [w.start, formatDayTime(report.session.startTime)],
    [w.hall, en ? report.session.enHallName : report.session.hallName],
    [w.generated, formatDayTime(report.generatedAt)],
    [],
    [w.paidOrders, report.orders.paid],
    [w.refundedOrders, report.orders.refunded],
    [w.unpaidOrders, report.orders.unpaid],
    [],
    // A second payment refunded is a payment refunded, by its provider; the order it paid stays a paid order.
    [w.provider, w.payments, w.received, w.refunds, w.refunded],
    ...report.providers.map((p) => [w[p.provider], p.payments, yuan(p.receivedFen), p.refunds, yuan(p.refundedFen)]),
    [],
    ['', w.used, w.deducted],
    [w.coupons, report.coupons.used, yuan(report.coupons.fen)],
    [w.points, report.points.used, yuan(report.points.fen)],
    [w.codes, report.discountCodes.used, yuan(report.discountCodes.fen)],
  ]);
  summary.getColumn(1).font = { bold: true };
  summary.getColumn(3).numFmt = MONEY;
  summary.getColumn(5).numFmt = MONEY;

  const classes = book.addWorksheet(w.classes);
  classes.columns = [
    { header: w.name, key: 'name', width: 20 },
    { header: w.price, key: 'price', width: 14, style: { numFmt: MONEY } },
    { header: w.sold, key: 'sold', width: 10 },
    { header: w.held, key: 'held', width: 10 },
    { header: w.free, key: 'free', width: 10 },
    { header: w.unavailable, key: 'unavailable', width: 12 },
    { header: w.revenue, key: 'revenue', width: 18, style: { numFmt: MONEY } },
  ];
  for (const c of report.classes) {
    classes.addRow({
      name: en ? c.enName : c.name,
      price: yuan(c.priceFen),
      sold: c.sold,
      held: c.held,
      free: c.free,
      unavailable: c.unavailable,
      revenue: yuan(c.revenueFen),
    });
  }
  classes.getRow(1).font = { bold: true };

  const daily = book.addWorksheet(w.daily);
  daily.columns = [
    { header: w.day, key: 'day', width: 14 },
    { header: w.tickets, key: 'tickets', width: 10 },
    { header: w.amount, key: 'amount', width: 16, style: { numFmt: MONEY } },
  ];
  for (const d of report.daily) daily.addRow({ day: d.day, tickets: d.tickets, amount: yuan(d.revenueFen) });
  daily.getRow(1).font = { bold: true };

  return Buffer.from(await book.xlsx.writeBuffer());
}
