// A member signed up through the site's BFF, for a bench step that needs someone else buying: the slide puzzle's
// answer and the texted code come from the hall API's development calls (the bench's hall API runs in
// development, with the sandbox providers), as in e2e/support/accounts.ts.
import { request, type APIRequestContext } from '@playwright/test';

type Envelope<T> = { code: number; subMsg: string | null; data: T };

export async function siteMember(site: string, hall: string): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL: site, extraHTTPHeaders: { origin: site } });
  const call = async <T>(method: 'GET' | 'POST', path: string, data?: unknown): Promise<T> => {
    const body = (await (await api.fetch(path, { method, data })).json()) as Envelope<T>;
    if (body.code !== 20000) throw new Error(`${method} ${path}: ${body.code} ${body.subMsg}`);
    return body.data;
  };
  const hallGet = async <T>(path: string): Promise<T> => ((await (await fetch(`${hall}${path}`)).json()) as Envelope<T>).data;

  const phone = `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  const { id } = await call<{ id: string }>('GET', '/api/common/slide_challenge?kind=personal');
  const { x } = await hallGet<{ x: number }>(`/api/dev/slide_answer?id=${encodeURIComponent(id)}`);
  const { ticket } = await call<{ ticket: string }>('POST', '/api/common/slide_verify', { id, x, durationMs: 1_200 });
  await call('POST', '/api/common/send_code', { phone, codeType: 'REGISTER', ticket });
  const { code } = await hallGet<{ code: string }>(`/api/dev/sms_outbox?phone=${phone}`);
  await call('POST', '/api/member/register', { phone, code, password: 'Bench2026seat' });
  return api;
}

/** Places an order for one seat as that member; true when it was held. */
export async function takeSeat(api: APIRequestContext, sessionId: number, seatId: number): Promise<boolean> {
  const res = await api.fetch('/api/order', { method: 'POST', data: { lines: { sessionId, seatIds: [seatId] } } });
  return ((await res.json()) as Envelope<unknown>).code === 20000;
}
