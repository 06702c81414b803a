// Reads of a page on new connections, for the freshness checks of a published change: the e2e
// (e2e/site/shared-cache.spec.ts) and the bench (bench/freshness.ts) ask the same way, so that node:cluster may hand
// each read to any process of an instance.
import http from 'node:http';

export type Answer = { status: number; body: string };

/** One GET on a connection of its own (no keep-alive). */
export function readOnce(port: number, pathname: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path: pathname, agent: false, headers: { host: `localhost:${port}` } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.setTimeout(30_000, () => req.destroy(new Error(`no answer from :${port}${pathname}`)));
  });
}

/** `count` reads at once, spread over the ports in turn: how many are fresh. */
export async function freshCount(ports: number[], pathname: string, count: number, fresh: (a: Answer) => boolean): Promise<number> {
  const answers = await Promise.all(Array.from({ length: count }, (_, i) => readOnce(ports[i % ports.length], pathname)));
  return answers.filter(fresh).length;
}

/**
 * Reads rounds of `count` until one is wholly fresh, and one more to see it stay so: the milliseconds from `since`
 * to the start of that first wholly fresh round (so no read begun after it was stale), or null if `withinMs` passed.
 */
export async function msUntilFresh(
  ports: number[],
  pathname: string,
  fresh: (a: Answer) => boolean,
  { since, count = 20, withinMs = 5_000 }: { since: number; count?: number; withinMs?: number },
): Promise<number | null> {
  while (Date.now() - since < withinMs) {
    const started = Date.now();
    if ((await freshCount(ports, pathname, count, fresh)) === count) {
      return (await freshCount(ports, pathname, count, fresh)) === count ? started - since : null;
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return null;
}
