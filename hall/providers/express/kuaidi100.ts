import { createHash } from 'node:crypto';
import { SIGNED, type ExpressProvider, type ParcelEvent } from './types';

/** "2026-11-20 10:00:00" in Beijing (UTC+8 all year, no summer time) as an instant. */
const beijing = (wallClock: string) => new Date(`${wallClock.trim().replace(' ', 'T')}+08:00`);

export type Kuaidi100Settings = { customer: string; key: string; endpoint: string; timeoutMs?: number };

/** Kuaidi100's signature of a query: MD5 of param + key + customer, upper-case hex. */
export const kuaidi100Sign = (param: string, key: string, customer: string) =>
  createHash('md5')
    .update(param + key + customer, 'utf8')
    .digest('hex')
    .toUpperCase();

type Answer = {
  result?: boolean;
  returnCode?: string;
  message?: string;
  state?: string;
  ischeck?: string;
  data?: { time?: string; ftime?: string; context?: string; status?: string; statusCode?: string }[];
};

/**
 * The real-time query of Kuaidi100 (poll/query.do): a form post of `customer`, `param` (the carrier code and
 * the waybill) and `sign`. Its times are Beijing wall-clock times.
 */
export function createKuaidi100Express(settings: Kuaidi100Settings): ExpressProvider {
  return {
    name: 'kuaidi100',
    async query(carrier, trackingNo, phone) {
      const param = JSON.stringify({ com: carrier, num: trackingNo, ...(phone ? { phone } : {}), resultv2: '1' });
      const form = new URLSearchParams({ customer: settings.customer, sign: kuaidi100Sign(param, settings.key, settings.customer), param });
      const res = await fetch(settings.endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: form,
        signal: AbortSignal.timeout(settings.timeoutMs ?? 5000),
      });
      if (!res.ok) throw new Error(`Kuaidi100 answered HTTP ${res.status}`);
      const answer = (await res.json()) as Answer;
      // A refusal comes as {result: false, returnCode, message}; a parcel as {message: 'ok', state, data}.
      if (answer.result === false || !Array.isArray(answer.data))
        throw new Error(`Kuaidi100 refused the query: ${answer.returnCode ?? '?'} ${answer.message ?? ''}`.trim());
      const events: ParcelEvent[] = answer.data
        .filter((d) => (d.ftime ?? d.time) && d.context && !Number.isNaN(beijing(d.ftime ?? d.time!).getTime()))
        .map((d) => ({ time: beijing(d.ftime ?? d.time!), context: d.context!, state: d.status ?? answer.state ?? '0' }))
        .sort((a, b) => a.time.getTime() - b.time.getTime());
      return { delivered: answer.state === SIGNED || answer.ischeck === '1', events };
    },
  };
}
