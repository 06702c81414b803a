/** Orders that still hold what they took (seats, stock, credits): every status but those that ended. */
export const STANDING = ['unpaid', 'paid', 'issued', 'completed'] as const;

/** Orders that count against a per-member limit: the standing ones and those a late payment reached (refund pending). */
export const COUNTED = [...STANDING, 'invalid'] as const;
