/**
 * The formats both Chinese providers put on the wire: amounts in yuan as decimal strings (Alipay) and times in
 * Beijing time (UTC+8 all year, no daylight saving), whatever zone the server runs in.
 */
const BEIJING_MS = 8 * 3_600_000;

/** "12.30" → 1230, exactly: parsed as digits, never through a float (0.29 * 100 is 28.999…). */
export function yuanToFen(yuan: string): number {
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(yuan.trim());
  if (!match) throw new Error(`not an amount in yuan: ${JSON.stringify(yuan)}`);
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

export function fenToYuan(fen: number): string {
  if (!Number.isSafeInteger(fen) || fen < 0) throw new Error(`not an amount in fen: ${fen}`);
  return `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;
}

const beijingIso = (at: Date) => new Date(at.getTime() + BEIJING_MS).toISOString().slice(0, 19);

/** "2026-03-01 16:09:10", Alipay's time format (time_expire, timestamp, gmt_payment). */
export const alipayTime = (at: Date) => beijingIso(at).replace('T', ' ');

/** Reads Alipay's "yyyy-MM-dd HH:mm:ss" as Beijing time; undefined when it is not one. */
export function fromAlipayTime(text: string | undefined): Date | undefined {
  if (!text || !/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(text)) return undefined;
  const at = new Date(`${text.replace(' ', 'T')}+08:00`);
  return Number.isNaN(at.getTime()) ? undefined : at;
}

/** "2026-03-01T16:09:10+08:00", the RFC 3339 form WeChat Pay asks for (time_expire). */
export const rfc3339Beijing = (at: Date) => `${beijingIso(at)}+08:00`;

/**
 * Cuts a text to at most `bytes` bytes of UTF-8 without splitting a character: WeChat Pay refuses a description
 * over 127, and counting bytes keeps a Chinese title within that whichever way it counts.
 */
export function truncateUtf8(text: string, bytes: number): string {
  let used = 0;
  let out = '';
  for (const ch of text) {
    used += Buffer.byteLength(ch);
    if (used > bytes) break;
    out += ch;
  }
  return out;
}
