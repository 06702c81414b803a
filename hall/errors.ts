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
    super(key);
  }
}

export const notFound = () => new HallError('notFound', Code.notFound);
