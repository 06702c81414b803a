// Assertions on the §8 envelope shared by the hall API tests.
import type { z } from 'zod';
import { SUCCESS } from '@/lib/contract/codes';
import { errorMessage, type ErrorKey } from '@/lib/i18n/error-messages';
import type { Answer } from './harness';

/** The translated subMsg a visitor reads, straight from messages/*.json. */
export function errorText(key: ErrorKey, locale: 'zh-CN' | 'en-US' = 'zh-CN', values: Record<string, string> = {}) {
  return errorMessage(locale, key, values);
}

/** A 20000 answer whose data parses with the contract schema; returns the parsed data. */
export function expectOk<S extends z.ZodType>(res: Answer, schema: S): z.infer<S> {
  if (res.body.code !== SUCCESS) throw new Error(`expected code ${SUCCESS}, got ${JSON.stringify(res.body).slice(0, 300)}`);
  expect(res.status).toBe(200);
  const parsed = schema.safeParse(res.body.data);
  if (!parsed.success)
    throw new Error(`data does not match the contract: ${parsed.error.message}\n${JSON.stringify(res.body.data).slice(0, 500)}`);
  return parsed.data;
}

/** A clean refusal: the envelope's code, the matching HTTP status, a translated subMsg and no data. */
export function expectError(res: Answer, code: number, status: number, subMsg?: string) {
  expect({ status: res.status, code: res.body.code }).toEqual({ status, code });
  expect(res.body.data ?? null).toBeNull();
  expect(typeof res.body.subMsg).toBe('string');
  expect(res.body.subMsg).not.toBe('');
  if (subMsg !== undefined) expect(res.body.subMsg).toBe(subMsg);
}

/** Never a 5xx, never a stack trace: either success or a 4xx envelope. */
export function expectNoServerError(res: Answer) {
  expect(res.status).toBeLessThan(500);
  expect(res.body.code).not.toBeGreaterThanOrEqual(50000);
  expect(JSON.stringify(res.body)).not.toMatch(/\bat .+\.(ts|js):\d+/);
}
