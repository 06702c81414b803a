// The crowd of the seat-holds bench: one loop per logged-in member, over HTTP on loopback, each keeping its own
// view of the free seats the way an open seat map does (seat_status when it opens; after every refusal, what the
// refusal says is taken or, when it does not say, seat_status again),
// asking for 2 of them at random until the hall is empty.
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { callPath } from '../lib/contract/call';
import { orderCalls } from '../lib/contract/order-calls';
import { seatCalls } from '../lib/contract/seats-schema';

export type Buyer = { memberId: number; token: string };
export type OrderSample = { ms: number; outcome: 'held' | 'taken' | 'refused' | 'error' };
export type CrowdResult = {
  wallMs: number;
  heldSeats: number;
  orders: number;
  samples: OrderSample[];
  statusCalls: number;
  errors: string[];
  timedOut: boolean;
};

type Reply = { status: number; body: { code: number; subMsg?: string | null; data: any } };

export function httpClient(base: string, sockets: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: sockets });
  const url = new URL(base);
  return (method: 'GET' | 'POST', path: string, token?: string, body?: object): Promise<Reply> =>
    new Promise((resolve, reject) => {
      const payload = body ? JSON.stringify(body) : undefined;
      const req = http.request(
        {
          agent,
          host: url.hostname,
          port: url.port,
          method,
          path,
          headers: {
            language: 'en-US',
            ...(token ? { access_token: token } : {}),
            ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
          },
          timeout: 30_000,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            try {
              resolve({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) });
            } catch (error) {
              reject(error);
            }
          });
        },
      );
      req.on('timeout', () => req.destroy(new Error(`${method} ${path} timed out`)));
      req.on('error', reject);
      req.end(payload);
    });
}

/** Every buyer at once until the hall has no free seat left (or the deadline passes). */
export async function runCrowd(opts: {
  base: string;
  sessionId: number;
  /** The seats a buyer may ask for (the session's money seats); what is free is learned from seat_status. */
  seatIds: number[];
  buyers: Buyer[];
  seatsPerOrder: number;
  deadlineMs: number;
}): Promise<CrowdResult> {
  const request = httpClient(opts.base, opts.buyers.length);
  const samples: OrderSample[] = [];
  const errors: string[] = [];
  let heldSeats = 0;
  let orders = 0;
  let statusCalls = 0;
  let timedOut = false;
  const started = performance.now();
  const deadline = started + opts.deadlineMs;

  async function freeView(token: string): Promise<number[]> {
    statusCalls++;
    const res = await request('GET', callPath(seatCalls.status, { id: opts.sessionId }), token);
    if (res.body.code !== 20000) throw new Error(`seat_status answered ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
    return freeOf(res.body.data.taken);
  }

  function freeOf(taken: number[]): number[] {
    const set = new Set(taken);
    return opts.seatIds.filter((id) => !set.has(id));
  }

  async function buyer({ token }: Buyer) {
    let view = await freeView(token);
    for (;;) {
      if (performance.now() > deadline) {
        timedOut = true;
        return;
      }
      if (!view.length) {
        view = await freeView(token);
        if (!view.length) return;
      }
      const wanted = pick(view, opts.seatsPerOrder);
      const t0 = performance.now();
      let res: Reply;
      try {
        res = await request('POST', callPath(orderCalls.place), token, { lines: { sessionId: opts.sessionId, seatIds: wanted } });
      } catch (error) {
        samples.push({ ms: performance.now() - t0, outcome: 'error' });
        errors.push(String(error));
        if (errors.length > 20) throw new Error(`too many failed requests: ${errors.slice(0, 3).join('; ')}`);
        continue;
      }
      const ms = performance.now() - t0;
      if (res.body.code === 20000) {
        samples.push({ ms, outcome: 'held' });
        heldSeats += wanted.length;
        orders++;
        view = view.filter((id) => !wanted.includes(id));
        continue;
      }
      const unavailable: number[] | undefined = res.body.data?.unavailable;
      if (res.status >= 500 || res.body.code >= 50000) {
        samples.push({ ms, outcome: 'error' });
        errors.push(`${res.status} ${res.body.subMsg}`);
        if (errors.length > 20) throw new Error(`too many server errors: ${errors.slice(0, 3).join('; ')}`);
      } else samples.push({ ms, outcome: unavailable ? 'taken' : 'refused' });
      if (!unavailable) throw new Error(`POST /api/order refused without naming seats: ${JSON.stringify(res.body).slice(0, 300)}`);
      // After "seat already reserved" the buyer sees every seat taken so far: from the refusal when it says
      // (the hall API's does), else by reloading the map.
      const taken: number[] | undefined = res.body.data?.taken;
      view = taken ? freeOf([...taken, ...unavailable, ...(res.body.data.pending ?? [])]) : await freeView(token);
    }
  }

  await Promise.all(opts.buyers.map(buyer));
  return { wallMs: performance.now() - started, heldSeats, orders, samples, statusCalls, errors, timedOut };
}

/** `n` distinct seats at random from the view (fewer when fewer are left). */
function pick(view: number[], n: number): number[] {
  const chosen = new Set<number>();
  while (chosen.size < Math.min(n, view.length)) chosen.add(view[Math.floor(Math.random() * view.length)]);
  return [...chosen];
}

export function percentile(values: number[], p: number): number {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}
