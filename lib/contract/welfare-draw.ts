// The public-welfare draw (docs/decisions/welfare.md), the same code in the hall API and in
// the visitor's browser, so that anyone can re-run a draw from its published seed and application list.

const hex = (bytes: ArrayBuffer) => Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, '0')).join('');

/** SHA-256 of a text, in lower-case hex (Web Crypto: Node 20 and every browser on https or localhost). */
export async function sha256Hex(text: string): Promise<string> {
  return hex(await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
}

/** An application's key in the draw: SHA-256 of "seed:applicationNo". */
export const drawKey = (seed: string, applicationNo: string) => sha256Hex(`${seed}:${applicationNo}`);

/**
 * The drawn order of a round's applications: by key, smallest first (hex strings of one length compare as the
 * numbers they spell). Keys cannot tie in practice; if two ever did, the earlier application number goes first.
 */
export async function drawOrder(seed: string, applicationNos: readonly string[]): Promise<string[]> {
  const keyed = await Promise.all(applicationNos.map(async (no) => ({ no, key: await drawKey(seed, no) })));
  return keyed.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.no < b.no ? -1 : 1)).map((k) => k.no);
}
