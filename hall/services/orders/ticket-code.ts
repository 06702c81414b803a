import { randomBytes } from 'node:crypto';

// 32 letters and digits without I and O (misread at the door), so each random byte maps without bias.
const ALPHABET = '0123456789ABCDEFGHJKLMNPQRSTUVWX';

/**
 * An e-ticket's code: T and 19 unguessable characters (95 bits), written with the order, shown as a QR code
 * only once the order is issued, and checked at the door together with the order's status.
 */
export const ticketCode = () => `T${[...randomBytes(19)].map((b) => ALPHABET[b & 31]).join('')}`;
