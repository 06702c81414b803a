import { expect, type APIRequestContext } from '@playwright/test';
import { idCheckDigit } from '@/lib/validation/id-card';
import { accountCalls, enterpriseAccountCalls, siteAccountCalls } from '@/lib/contract/account-calls';
import { siteEnterpriseCalls } from '@/lib/contract/enterprise-calls';
import { callPath, type CallAnswer, type CallDescription, type CallInput } from '@/lib/contract/call';
import { devCalls } from '@/lib/contract/dev-calls';

/**
 * What the account journeys need besides the browser: fresh phones and ID numbers, the sandbox's text
 * messages and (sandbox only) where a slide puzzle's hole is, both read from the e2e hall API (:4300), and
 * accounts made through the BFF the way the site's forms make them.
 */
export const HALL = 'http://127.0.0.1:4300';
/**
 * What a browser sends with every write it makes from the site's pages; request contexts send nothing of the
 * kind, and the BFF refuses writes that do not name the site as their origin.
 */
export const SAME_ORIGIN = { origin: 'http://localhost:3300' };

const digits = (n: number) => Array.from({ length: n }, () => Math.floor(Math.random() * 10)).join('');
/** §5: 11 digits, 1, then 3–9. Random, so journeys on both projects never share an account. */
export const newPhone = () => `1${3 + Math.floor(Math.random() * 7)}${digits(9)}`;
/** Each test its own client address: the hall API limits logins and codes per address. */
export const newAddress = () => `10.${digits(2)}.${digits(2)}.${1 + Math.floor(Math.random() * 250)}`;

/**
 * A valid 18-digit ID number (a Beijing address) for a birthday; `sex` 1 male, 0 female. The address digits
 * are random too: journeys give the same birthdays, and with the serial alone (500 numbers a birthday) two
 * runs drew the same person often enough to be refused a second visit that day.
 */
export function newIdCard(birthday: string, sex: 0 | 1): string {
  const serial = `${digits(2)}${(Math.floor(Math.random() * 5) * 2 + sex) % 10}`;
  const body = `11${digits(4)}${birthday.replaceAll('-', '')}${serial}`;
  return body + idCheckDigit(body);
}

/**
 * A sandbox's call (lib/contract/dev-calls.ts: its clocks, what it "sent") asked of the e2e hall API directly: its
 * answer once it said 20000, parsed with the call's schema; anything else fails the journey with what it said.
 */
export async function devCallOf<C extends CallDescription>(call: C, input: CallInput<C>): Promise<CallAnswer<C>> {
  const { query, params, body } = input as {
    query?: Record<string, string | number>;
    params?: Record<string, string | number>;
    body?: unknown;
  };
  const url = new URL(callPath(call, params), HALL);
  for (const [k, v] of Object.entries(query ?? {})) url.searchParams.set(k, String(v));
  const res = await fetch(url, {
    method: call.method,
    ...(body !== undefined && { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  });
  const answer = (await res.json()) as { code: number; data: unknown };
  if (answer.code !== 20000)
    throw new Error(`${call.method} ${url.pathname}${url.search} answered ${JSON.stringify(answer).slice(0, 200)}`);
  return call.answer.parse(answer.data) as CallAnswer<C>;
}

/** The payment window's test clock: the order's window moved into the past and the expiry sweep run. */
export const expireOrder = (orderNo: string) => devCallOf(devCalls.expireOrder, { body: { orderNo } });

/**
 * Ends the phone's one-code-a-minute window (the SMS sandbox's clock), for a journey that needs a second code:
 * the limit itself is proved in the hall API's tests, and waiting the minute out cost the suite minutes.
 */
export const endCodeWindow = (phone: string) => devCallOf(devCalls.endCodeWindow, { body: { phone } }).then(() => undefined);

/** The code the SMS sandbox last "sent" to this phone, once one sent after `since` is there. */
export async function latestCode(phone: string, since: number): Promise<string> {
  let code = '';
  await expect
    .poll(
      async () => {
        // Nothing sent to the phone yet is a refusal (40004), read as no code.
        const row = await devCallOf(devCalls.smsOutbox, { query: { phone } }).catch(() => null);
        code = row?.code && Date.parse(row.createdAt) >= since - 2_000 ? row.code : '';
        return code;
      },
      { message: `a code texted to ${phone}`, timeout: 10_000 },
    )
    .toMatch(/^\d{6}$/);
  return code;
}

/** Where the hole of a slide puzzle is (GET /api/dev/slide_answer: sandbox only). */
export async function slideAnswer(id: string): Promise<number> {
  return (await devCallOf(devCalls.slideAnswer, { query: { id } })).x;
}

type Envelope<T> = { code: number; subCode: number | null; subMsg: string | null; data: T };

export async function call<T>(api: APIRequestContext, method: 'GET' | 'POST' | 'PUT', path: string, data?: unknown): Promise<T> {
  const res = await api.fetch(path, { method, data, headers: method === 'GET' ? {} : SAME_ORIGIN });
  const body = (await res.json()) as Envelope<T>;
  if (body.code !== 20000) throw new Error(`${method} ${path}: ${body.code} ${body.subCode} ${body.subMsg}`);
  return body.data;
}

/** A call of the contract (lib/contract/call.ts) through the BFF, as the browser makes it: typed input, parsed answer. */
export async function callOf<C extends CallDescription>(api: APIRequestContext, hallCall: C, input: CallInput<C>): Promise<CallAnswer<C>> {
  const { query, params, body } = input as {
    query?: Record<string, string | number>;
    params?: Record<string, string | number>;
    body?: unknown;
  };
  const search = query ? `?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}` : '';
  const data = await call<unknown>(api, hallCall.method as 'GET' | 'POST' | 'PUT', `${callPath(hallCall, params)}${search}`, body);
  return hallCall.answer.parse(data) as CallAnswer<C>;
}

/** A solved puzzle's ticket, the way the site gets one (challenge, then the answer slid into place). */
export async function slideTicket(api: APIRequestContext, kind: 'personal' | 'enterprise' = 'personal'): Promise<string> {
  const { id } = await callOf(api, accountCalls.slideChallenge, { query: { kind } });
  const x = await slideAnswer(id);
  return (await callOf(api, accountCalls.slideVerify, { body: { id, x, durationMs: 1_200 } })).ticket;
}

/** A member signed up through the BFF; `api` holds its session afterwards. */
export async function registerMember(api: APIRequestContext, phone: string, password: string) {
  const since = Date.now();
  await callOf(api, accountCalls.sendCode, { body: { phone, codeType: 'REGISTER', ticket: await slideTicket(api) } });
  await callOf(api, siteAccountCalls.register, { body: { phone, code: await latestCode(phone, since), password } });
}

export const COMPANY = {
  companyName: '上海云端文化传播有限公司',
  creditCode: '91310115MA1K4B2C3J',
  contactName: '王经理',
  email: 'rental@example.com',
};

/** A venue-rental account registered through the BFF; `api` holds its session afterwards. */
export async function registerEnterprise(api: APIRequestContext, phone: string, password: string) {
  const since = Date.now();
  await callOf(api, enterpriseAccountCalls.sendCode, {
    body: { phone, codeType: 'REGISTER', ticket: await slideTicket(api, 'enterprise') },
  });
  await callOf(api, siteEnterpriseCalls.register, {
    body: { phone, code: await latestCode(phone, since), password, password1: password, ...COMPANY },
  });
}

/** Logs `api` (a page's context.request, sharing the page's cookies) in as a member or a venue renter. */
export async function logIn(api: APIRequestContext, kind: 'member' | 'enterprise', phone: string, password: string) {
  const ticket = await slideTicket(api, kind === 'member' ? 'personal' : 'enterprise');
  const body = { phone, type: 'PASSWORD', password, ticket } as const;
  if (kind === 'member') await callOf(api, siteAccountCalls.login, { body });
  else await callOf(api, siteAccountCalls.enterpriseLogin, { body });
}
