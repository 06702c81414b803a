/** A practical e-mail check: one @, a dotted domain, no spaces; the mailbox itself is the proof. */
export const isEmail = (value: string) => value.length <= 254 && /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(value.trim());
