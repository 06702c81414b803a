import { randomInt } from 'node:crypto';
import { hallNow } from '../../platform/time';

/** A membership card number: M, the year of joining (Shanghai), six random digits; uniqueness is the table's. */
export const newCardNumber = (now = new Date()) => `M${hallNow(now).getFullYear()}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
