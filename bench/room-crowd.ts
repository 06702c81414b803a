// The crowd of the waiting-room bench (bench/waiting-room.ts): visitors who join a session's room at their arrival
// time and poll their standing every 2–3 s as the waiting page does, until admitted; the first admitted take a
// member each and order 2 seats with their pass (greying out refused seats, as the seat map does); every tenth
// visitor also tries the order call with something that is not their own pass. All over keep-alive HTTP on loopback.
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { callPath } from '@/lib/contract/call';
import { orderCalls } from '@/lib/contract/order-calls';
import { seatCalls } from '@/lib/contract/seats-schema';
import { ROOM_PASS_HEADER, waitingRoomCalls, type WaitingRoomStanding } from '@/lib/contract/waiting-room';
import { signRoomPass } from '@/lib/security/room-pass';
import type { Buyer } from './seat-buyers';

export type Reply = { status: number; body: { code: number; subMsg?: string | null; data: any } };
export type Call = (method: 'GET' | 'POST', path: string, opts?: { token?: string; pass?: string; body?: object }) => Promise<Reply>;

/** Answers of 500 and above, and requests that got no answer, of every call a client made. */
export type Faults = { count: number; samples: string[] };

export function roomClient(base: string, sockets: number, faults: Faults): Call {
  const agent = new http.Agent({ keepAlive: true, maxSockets: sockets });
  const url = new URL(base);
  const fault = (what: string) => {
    faults.count++;
    if (faults.samples.length < 5) faults.samples.push(what);
  };
  return (method, path, { token, pass, body } = {}) =>
    new Promise<Reply>((resolve, reject) => {
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
            ...(pass !== undefined ? { [ROOM_PASS_HEADER]: pass } : {}),
            ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
          },
          timeout: 30_000,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            try {
              const reply = { status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) };
              if (reply.status >= 500 || reply.body.code >= 50000)
                fault(`${method} ${path.split('?')[0]}: ${reply.status} ${reply.body.subMsg}`);
              resolve(reply);
            } catch (error) {
              fault(`${method} ${path.split('?')[0]}: unreadable answer`);
              reject(error);
            }
          });
        },
      );
      req.on('timeout', () => req.destroy(new Error(`${method} ${path} timed out`)));
      req.on('error', (error) => {
        fault(`${method} ${path.split('?')[0]}: ${error.message}`);
        reject(error);
      });
      req.end(payload);
    });
}

export type OrderSample = { ms: number; held: boolean };
export type Purchase = { memberId: number; samples: OrderSample[]; seats: number[]; refusal: string | null };

/**
 * One member buys 2 seats, as seat-holds' buyers do but stopping once they hold them: seat_status for the free
 * seats, 2 at random, and after a refusal the seats it names taken greyed out. `pass`: the room's pass header.
 */
export async function buyTwo(call: Call, sessionId: number, seatIds: number[], buyer: Buyer, pass?: string): Promise<Purchase> {
  const samples: OrderSample[] = [];
  const freeOf = (taken: number[]) => {
    const set = new Set(taken);
    return seatIds.filter((id) => !set.has(id));
  };
  const status = async () =>
    freeOf((await call('GET', callPath(seatCalls.status, { id: sessionId }), { token: buyer.token })).body.data.taken);
  let view = await status();
  for (;;) {
    if (view.length < 2) view = await status();
    if (view.length < 2) return { memberId: buyer.memberId, samples, seats: [], refusal: 'sold out' };
    const wanted = pick(view, 2);
    const t0 = performance.now();
    const res = await call('POST', callPath(orderCalls.place), {
      token: buyer.token,
      pass,
      body: { lines: { sessionId, seatIds: wanted } },
    });
    const held = res.body.code === 20000;
    samples.push({ ms: performance.now() - t0, held });
    if (held) return { memberId: buyer.memberId, samples, seats: wanted, refusal: null };
    const unavailable: number[] | undefined = res.body.data?.unavailable;
    // A refusal that names no seats is not the race for seats (a pass refused, a fault): the buyer stops there.
    if (!unavailable) return { memberId: buyer.memberId, samples, seats: [], refusal: `${res.status} ${res.body.subMsg}` };
    const taken: number[] = res.body.data?.taken ?? [];
    view = freeOf([...taken, ...unavailable, ...(res.body.data?.pending ?? []), ...seatIds.filter((id) => !view.includes(id))]);
  }
}

function pick(view: number[], n: number): number[] {
  const chosen = new Set<number>();
  while (chosen.size < Math.min(n, view.length)) chosen.add(view[Math.floor(Math.random() * view.length)]);
  return [...chosen];
}

/** The visitor id a queue token or pass names (its payload is plain base64url JSON; the bench does not verify it). */
export const visitorIdOf = (token: string): string => JSON.parse(Buffer.from(token.split('.')[0], 'base64url').toString('utf8')).v;

export const ATTACKS = ['noPass', 'forged', 'queueToken', 'otherSession', 'notAdmitted', 'expired', 'othersPass'] as const;
export type Attack = (typeof ATTACKS)[number];
export type AttackResult = { kind: Attack; status: number; code: number; subMsg: string | null };

export type Visitor = {
  index: number;
  arriveAt: number;
  /** When the bench sent the join and had its answer (performance.now()): the arrivals that did not overlap are ordered. */
  sentAt?: number;
  answeredAt?: number;
  id?: string;
  polls: number;
  admittedSeenAt?: number;
  pass?: string;
  purchase?: Purchase;
};

export type RoomCrowdOptions = {
  call: Call;
  buyersCall: Call;
  sessionId: number;
  seatIds: number[];
  /** Arrival times, performance.now() milliseconds. */
  arrivals: number[];
  /** Polling stops at this time (performance.now()); purchases under way finish. */
  until: number;
  /** Members for the first admitted visitors, one each, in admission order as the visitors see it. */
  buyers: Buyer[];
  /** Members who try the order call without a pass of their own (every `attackEvery`-th visitor, after joining; 0: none). */
  attackers: Buyer[];
  attackEvery: number;
  /** A real pass of another session's room, and the secret the hall API signs with (to make well-signed wrong passes). */
  foreignPass: string;
  secret: string;
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, Math.max(0, ms)));

/** Runs the crowd; resolves when every visitor has been admitted (and bought, if a buyer) or stopped at `until`. */
export async function runRoomCrowd(o: RoomCrowdOptions) {
  const visitors: Visitor[] = o.arrivals.map((arriveAt, index) => ({ index, arriveAt, polls: 0 }));
  const attacks: AttackResult[] = [];
  const pending: Promise<unknown>[] = [];
  let nextBuyer = 0;
  /** Passes that a buyer has ordered with (bound to that buyer's member), for the `othersPass` attack. */
  const boundPasses: string[] = [];
  const admittedIds: string[] = [];
  const standingPath = (token: string) =>
    `${callPath(waitingRoomCalls.standing)}?sessionId=${o.sessionId}&token=${encodeURIComponent(token)}`;

  async function attack(v: Visitor, queueToken: string, n: number) {
    const kind = ATTACKS[n % ATTACKS.length];
    const member = o.attackers[n % o.attackers.length];
    const hour = 3_600_000;
    if (kind === 'othersPass') while (!boundPasses.length && performance.now() < o.until) await sleep(500);
    const passes: Record<Attack, string | undefined> = {
      noPass: undefined,
      forged: signRoomPass(v.id!, o.sessionId, new Date(Date.now() + hour), 'not-the-hall-secret-but-long-enough'),
      queueToken,
      otherSession: o.foreignPass,
      notAdmitted: signRoomPass(v.id!, o.sessionId, new Date(Date.now() + hour), o.secret),
      expired: signRoomPass(admittedIds[0] ?? v.id!, o.sessionId, new Date(Date.now() - 60_000), o.secret),
      othersPass: boundPasses[n % Math.max(1, boundPasses.length)],
    };
    if (kind === 'othersPass' && !passes.othersPass) return;
    const taken = new Set<number>((await o.call('GET', callPath(seatCalls.status, { id: o.sessionId }))).body.data.taken);
    const free = o.seatIds.filter((id) => !taken.has(id));
    const res = await o.call('POST', callPath(orderCalls.place), {
      token: member.token,
      pass: passes[kind],
      body: { lines: { sessionId: o.sessionId, seatIds: pick(free, 2) } },
    });
    attacks.push({ kind, status: res.status, code: res.body.code, subMsg: res.body.subMsg ?? null });
  }

  async function visitor(v: Visitor) {
    await sleep(v.arriveAt - performance.now());
    v.sentAt = performance.now();
    let standing: WaitingRoomStanding = (await o.call('POST', callPath(waitingRoomCalls.join), { body: { sessionId: o.sessionId } })).body
      .data;
    v.answeredAt = performance.now();
    v.id = visitorIdOf(standing.token);
    if (o.attackEvery > 0 && v.index % o.attackEvery === 0)
      pending.push(attack(v, standing.token, v.index / o.attackEvery).catch(() => {}));
    while (standing.state !== 'admitted') {
      await sleep(2_000 + Math.random() * 1_000);
      if (performance.now() > o.until) return;
      const res = await o.call('GET', standingPath(standing.token));
      v.polls++;
      if (res.body.code !== 20000) throw new Error(`standing: ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
      standing = res.body.data;
    }
    v.admittedSeenAt = performance.now();
    v.pass = standing.pass!;
    admittedIds.push(v.id);
    if (nextBuyer >= o.buyers.length) return;
    const buyer = o.buyers[nextBuyer++];
    v.purchase = await buyTwo(o.buyersCall, o.sessionId, o.seatIds, buyer, standing.pass!);
    if (v.purchase.samples.length) boundPasses.push(standing.pass!);
  }

  const errors: string[] = [];
  await Promise.all(visitors.map((v) => visitor(v).catch((error) => errors.push(String(error)))));
  await Promise.all(pending);
  return { visitors, attacks, errors };
}
