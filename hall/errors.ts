import { Code } from '@/lib/contract/codes';
import type { ErrorKey } from '@/lib/i18n/error-messages';

/** A refusal the caller should see: it becomes the §8 envelope, translated into the request's language (errorMessage). */
export class HallError extends Error {
  constructor(
    readonly key: ErrorKey,
    readonly code: number = Code.badRequest,
    readonly subCode: number | null = null,
    readonly values: Record<string, string | number> = {},
    readonly data: unknown = null,
  ) {
    // A refusal is an answer, not a fault: no one reads its stack, and in an on-sale thousands are made a
    // second (capturing each stack was 2 % of the hall API's time in the seat-holds bench).
    const stackTraceLimit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    super(key);
    Error.stackTraceLimit = stackTraceLimit;
  }
}

export const notFound = () => new HallError('notFound', Code.notFound);
