// Under a session's waiting room, the BFF's forwarder lets the seat map's taken seats, adding to the cart
// and the order through only with a running pass of that session from the visitor's cookie (checked here, no hall
// call), and sends the pass on in the x-room-pass header; without one the call is refused and never forwarded.
import { randomUUID } from 'node:crypto';
import { NextRequest } from 'next/server';
import { DEV_SIGN_SECRET } from '@/lib/sign';
import { signQueueToken, signRoomPass } from '@/lib/security/room-pass';
import { roomCookieName } from './room-cookie';

jest.mock('server-only', () => ({}));
const mockJar = new Map<string, string>();
jest.mock('next/headers', () => ({
  cookies: async () => ({
    get: (name: string) => (mockJar.has(name) ? { name, value: mockJar.get(name) } : undefined),
    getAll: () => [...mockJar].map(([name, value]) => ({ name, value })),
    set: (name: string, value: string) => mockJar.set(name, value),
    delete: (name: string) => mockJar.delete(name),
  }),
}));

const SESSION = 41;
/** Sessions whose room the hall API says is on. */
let roomsOn = new Set<number>();
let hallDown = false;
const ok = (data: unknown) => Response.json({ code: 20000, subCode: null, subMsg: null, data });
const hall = jest.fn(async (url: URL | string, _init?: RequestInit) => {
  const u = new URL(String(url));
  if (u.pathname === '/api/waiting_room') {
    if (hallDown) throw new TypeError('fetch failed');
    const sessionId = Number(u.searchParams.get('sessionId'));
    return ok({ sessionId, active: roomsOn.has(sessionId), opensAt: null });
  }
  return ok({ forwarded: u.pathname });
});
beforeAll(() => {
  global.fetch = hall as unknown as typeof fetch;
});
beforeEach(() => {
  hall.mockClear();
  mockJar.clear();
  roomsOn = new Set([SESSION]);
  hallDown = false;
});

const visitor = randomUUID();
const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000);
const pass = (sessionId = SESSION, until = inMinutes(10), secret = DEV_SIGN_SECRET) => signRoomPass(visitor, sessionId, until, secret);
const token = signQueueToken(visitor, SESSION, DEV_SIGN_SECRET);

async function call(method: 'GET' | 'POST', path: string, body?: unknown, cookie?: string) {
  const { GET, POST } = await import('../../app/api/[...path]/route');
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (cookie) headers.cookie = `${roomCookieName(SESSION)}=${cookie}`;
  const request = new NextRequest(`http://localhost:3000${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const segments = path.split('?')[0].split('/').slice(2);
  return (method === 'GET' ? GET : POST)(request, { params: Promise.resolve({ path: segments }) });
}

/** The calls to the hall API other than the room's: what was forwarded. */
const forwarded = () => hall.mock.calls.filter(([url]) => new URL(String(url)).pathname !== '/api/waiting_room');

const GUARDED: [string, 'GET' | 'POST', string, unknown][] = [
  ['the seat map’s taken seats', 'GET', `/api/session/${SESSION}/seat_status`, undefined],
  ['adding to the cart', 'POST', '/api/cart', { sessionId: SESSION, seatIds: [1] }],
  ['the order', 'POST', '/api/order', { lines: { sessionId: SESSION, seatIds: [1] } }],
  ['the cart’s order', 'POST', '/api/order', { lines: { sessionId: String(SESSION), seatIds: [1] }, cartItemIds: [3] }],
  ['the order, spelt in capitals', 'POST', '/api/ORDER', { lines: { sessionId: SESSION, seatIds: [1] } }],
];

describe.each(GUARDED)('%s under a waiting room', (_name, method, path, body) => {
  it('is refused without a pass, as the hall API refuses it, and not forwarded', async () => {
    const res = await call(method, path, body);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ code: 40000, subCode: null, subMsg: expect.stringContaining('排队'), data: null });
    expect(forwarded()).toEqual([]);
  });

  it.each([
    ['an expired pass', () => `${token}~${pass(SESSION, inMinutes(-1))}`],
    ['another session’s pass', () => `${token}~${pass(SESSION + 1)}`],
    ['a pass signed with another secret', () => `${token}~${pass(SESSION, inMinutes(10), 'another-secret-of-some-length')}`],
    ['a queue token alone', () => token],
    ['a queue token where the pass goes', () => `${token}~${token}`],
  ])('is refused with %s', async (_case, cookie) => {
    expect((await call(method, path, body, cookie())).status).toBe(400);
    expect(forwarded()).toEqual([]);
  });

  it('is forwarded with a running pass of the session, the pass in the x-room-pass header, without asking for the room', async () => {
    const running = pass();
    const res = await call(method, path, body, `${token}~${running}`);
    expect(res.status).toBe(200);
    expect(hall).toHaveBeenCalledTimes(1);
    const [, init] = forwarded()[0];
    expect(new Headers(init?.headers).get('x-room-pass')).toBe(running);
    if (body !== undefined) expect(JSON.parse(new TextDecoder().decode(init?.body as ArrayBuffer))).toEqual(body);
  });

  it('is forwarded as before when the session has no room on', async () => {
    roomsOn = new Set();
    const res = await call(method, path, body);
    expect(res.status).toBe(200);
    expect(new Headers(forwarded()[0][1]?.headers).get('x-room-pass')).toBeNull();
  });

  it('answers that the hall cannot be reached when the room cannot be read', async () => {
    hallDown = true;
    expect((await call(method, path, body)).status).toBe(503);
    expect(forwarded()).toEqual([]);
  });
});

describe('calls a waiting room leaves alone', () => {
  it.each([
    [
      'an order through a waiting-list offer (held for its member already)',
      'POST',
      '/api/order',
      { lines: { sessionId: SESSION, seatIds: [1] }, offerId: 9 },
    ],
    ['the session’s seat drawing', 'GET', `/api/session/${SESSION}/seat_map`, undefined],
    ['the member’s orders', 'GET', '/api/order', undefined],
    ['a body that is not JSON (the hall API refuses it)', 'POST', '/api/order', undefined],
  ] as const)('forwards %s without asking for the room', async (_name, method, path, body) => {
    expect((await call(method, path, body)).status).toBe(200);
    expect(hall).toHaveBeenCalledTimes(1);
    expect(forwarded()).toHaveLength(1);
  });
});
