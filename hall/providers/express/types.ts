/** A carrier's report on one parcel: its events in the carrier's words (Kuaidi100's state codes: 0 in transit, 3 signed …). */
export type ParcelEvent = { time: Date; context: string; state: string };
export type ParcelReport = { delivered: boolean; events: ParcelEvent[] };

/** Where parcels are tracked: the sandbox (events a test advances) or Kuaidi100's real-time query. */
export type ExpressProvider = {
  name: 'sandbox' | 'kuaidi100';
  /** The parcel's events so far; `phone` is asked by some carriers (SF) to show a parcel to someone other than its sender. */
  query(carrier: string, trackingNo: string, phone?: string): Promise<ParcelReport>;
};

// The carriers live in the contract (the console's shipping form lists them).
export { CARRIERS, isCarrier } from '@/lib/contract/shop-fulfilment';

/** Kuaidi100's state "3": signed for by the receiver. */
export const SIGNED = '3';
