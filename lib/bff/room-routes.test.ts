// The waiting room's own BFF routes keep the queue token and the pass in the session's httpOnly cookie and
// hand the browser its standing without either; proxy.ts opens the cached seat map's "with a pass" rendering only
// from that cookie.
import { randomUUID } from 'node:crypto';
import { NextRequest } from 'next/server';
import { DEV_SIGN_SECRET } from '@/lib/sign';
import { signQueueToken, signRoomPass } from '@/lib/security/room-pass';
import { roomCookieName, roomCookieOptions } from './room-cookie';
import { ROOM_PASS_KEY, withRoomPass } from './room-pages';

jest.mock('server-only', () => ({}));
const mockJar = new Map<string, string>();
const mockSet = jest.fn();
jest.mock('next/headers', () => ({
  cookies: async () => ({
    get: (name: string) => (mockJar.has(name) ? { name, value: mockJar.get(name) } : undefined),
    set: (name: string, value: string, options: unknown) => {
      mockSet(name, value, options);
      mockJar.set(name, value);
    },
  }),
}));

const SESSION = 52;
const visitor = randomUUID();
const token = signQueueToken(visitor, SESSION, DEV_SIGN_SECRET);
const pass = signRoomPass(visitor, SESSION, new Date(Date.now() + 600_000), DEV_SIGN_SECRET);
const standing = (state: string, admitted = false) => ({
  sessionId: SESSION,
  state,
  opensAt: '2026-06-01T10:00:00+08:00',
  token,
  place: admitted ? null : 3,
  estimatedWaitSeconds: admitted ? null : 90,
  pass: admitted ? pass : null,
  passExpiresAt: admitted ? '2026-06-01T10:15:00+08:00' : null,
});

let answer: unknown = null;
const hall = jest.fn(async (_url: URL | string, _init?: RequestInit) =>
  Response.json({ code: 20000, subCode: null, subMsg: null, data: answer }),
);
beforeAll(() => {
  global.fetch = hall as unknown as typeof fetch;
});
beforeEach(() => {
  hall.mockClear();
  mockSet.mockClear();
  mockJar.clear();
  answer = null;
});

async function join(body: Record<string, unknown>) {
  const { POST } = await import('../../app/api/waiting_room/join/route');
  return POST(new NextRequest('http://localhost:3000/api/waiting_room/join', { method: 'POST', body: JSON.stringify(body) }));
}
async function standingOf(sessionId: number | string = SESSION) {
  const { GET } = await import('../../app/api/waiting_room/standing/route');
  return GET(new NextRequest(`http://localhost:3000/api/waiting_room/standing?sessionId=${sessionId}&_=1`));
}
const sentBody = () => JSON.parse(hall.mock.calls[0][1]?.body as string);

describe('POST /api/waiting_room/join', () => {
  it('keeps the token and the pass in the session’s cookie and answers the standing without them', async () => {
    answer = standing('admitted', true);
    const envelope = await (await join({ sessionId: SESSION })).json();
    expect(envelope.data).toEqual({
      sessionId: SESSION,
      state: 'admitted',
      opensAt: '2026-06-01T10:00:00+08:00',
      place: null,
      estimatedWaitSeconds: null,
      passExpiresAt: '2026-06-01T10:15:00+08:00',
    });
    expect(JSON.stringify(envelope)).not.toContain(token.split('.')[1]);
    expect(mockSet).toHaveBeenCalledWith(roomCookieName(SESSION), `${token}~${pass}`, roomCookieOptions());
    expect(roomCookieOptions()).toMatchObject({ httpOnly: true, sameSite: 'lax', path: '/' });
  });

  it('sends the place held in the cookie, so coming back keeps it; `again` takes a new one', async () => {
    answer = standing('waiting');
    mockJar.set(roomCookieName(SESSION), token);
    await join({ sessionId: SESSION });
    expect(sentBody()).toEqual({ sessionId: SESSION, token });
    hall.mockClear();
    await join({ sessionId: SESSION, again: true });
    expect(sentBody()).toEqual({ sessionId: SESSION });
  });

  it('never passes on a token the browser sent', async () => {
    answer = standing('waiting');
    await join({ sessionId: SESSION, token: 'forged.token' });
    expect(sentBody()).toEqual({ sessionId: SESSION });
  });

  it('leaves the cookie alone on a refusal', async () => {
    hall.mockResolvedValueOnce(Response.json({ code: 40004, subCode: null, subMsg: 'not found', data: null }, { status: 404 }));
    const res = await join({ sessionId: SESSION });
    expect(res.status).toBe(404);
    expect(mockSet).not.toHaveBeenCalled();
  });
});

describe('GET /api/waiting_room/standing', () => {
  it('answers no standing, asking nothing, when the browser holds no place', async () => {
    expect((await (await standingOf()).json()).data).toBeNull();
    expect(hall).not.toHaveBeenCalled();
  });

  it('asks with the cookie’s token and answers without it; the pass goes into the cookie once admitted', async () => {
    mockJar.set(roomCookieName(SESSION), token);
    answer = standing('admitted', true);
    const envelope = await (await standingOf()).json();
    const url = new URL(String(hall.mock.calls[0][0]));
    expect(Object.fromEntries(url.searchParams)).toEqual({ sessionId: String(SESSION), token });
    expect(envelope.data.state).toBe('admitted');
    expect(envelope.data).not.toHaveProperty('token');
    expect(envelope.data).not.toHaveProperty('pass');
    expect(mockJar.get(roomCookieName(SESSION))).toBe(`${token}~${pass}`);
  });

  it('refuses a session that is not an id', async () => {
    expect((await standingOf('x')).status).toBe(400);
  });
});

describe('the seat map’s pass key (proxy.ts)', () => {
  const jar = (value?: string) => ({ get: (name: string) => (value && name === roomCookieName(SESSION) ? { value } : undefined) });
  const query = (search: string, value?: string) => withRoomPass('/chooseSeat', new URLSearchParams(search), jar(value)).get(ROOM_PASS_KEY);

  it('is set from a running pass of the session in the cookie', () => {
    expect(query(`sessionId=${SESSION}`, `${token}~${pass}`)).toBe('1');
  });

  it('is never taken from the address, nor from a token without a pass or another session’s pass', () => {
    expect(query(`sessionId=${SESSION}&${ROOM_PASS_KEY}=1`)).toBeNull();
    expect(query(`sessionId=${SESSION}&${ROOM_PASS_KEY}=1`, token)).toBeNull();
    expect(query(`sessionId=${SESSION + 1}`, `${token}~${pass}`)).toBeNull();
  });

  it('leaves other pages’ queries as they are', () => {
    const search = new URLSearchParams(`id=3&${ROOM_PASS_KEY}=1`);
    expect(withRoomPass('/showDetails', search, jar())).toBe(search);
  });
});
