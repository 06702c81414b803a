/** A carrier's report on one parcel: its events in the carrier's words (Kuaidi100's state codes: 0 in transit, 3 signed …). */
export type ParcelEvent = { time: Date; context: string; state: string };
export type ParcelReport = { delivered: boolean; events: ParcelEvent[] };

/** Where parcels are tracked: the sandbox (events a test advances) or Kuaidi100's real-time query. */
export type ExpressProvider = {
  name: 'sandbox' | 'kuaidi100';
  /** The parcel's events so far; `phone` is asked by some carriers (SF) to show a parcel to someone other than its sender. */
  query(carrier: string, trackingNo: string, phone?: string): Promise<ParcelReport>;
};

/** The carriers the box office ships with, by Kuaidi100's company code, with the name the member reads. */
export const CARRIERS: Record<string, string> = {
  shunfeng: '顺丰速运',
  ems: 'EMS',
  jd: '京东物流',
  zhongtong: '中通快递',
  yuantong: '圆通速递',
  yunda: '韵达快递',
};
export const isCarrier = (code: string) => Object.hasOwn(CARRIERS, code);

/** Kuaidi100's state "3": signed for by the receiver. */
export const SIGNED = '3';
