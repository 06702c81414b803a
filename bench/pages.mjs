// The pages the bench measures, in both languages; each URL gets the spec's `_t=<timestamp>` query.
import autocannon from 'autocannon';

export const LANGS = ['zh-CN', 'en-US'];
/** Connections of every autocannon run. */
export const CONNECTIONS = 50;
export const site = process.env.SITE ?? 'http://localhost:3200';

export function pages() {
  const id = process.env.PROJECT_ID;
  if (!id) throw new Error('PROJECT_ID is not set');
  return [
    { name: 'reference', path: '/bench-reference' },
    { name: 'home', path: '/' },
    { name: 'detail', path: `/showDetails?id=${id}&activeType=0` },
  ];
}

/**
 * The staff console's pages whose first-load JavaScript is measured too (no target: staff, on desktops): the
 * dashboard and a session's report (ECharts). They need a staff sign-in (first-load-js.mjs), so only with
 * BENCH_STAFF and BENCH_STAFF_PASSWORD set, an administrator never signed in before (its enrolment is done there).
 */
export function consolePages(sessionId) {
  return [
    { name: 'console', path: '/console' },
    { name: 'report', path: `/console/reports/${sessionId}` },
  ];
}

let last = 0;
/** A timestamp for `_t`, unique per call within this process, as the spec's pages append one to every link. */
export function stamp() {
  last = Math.max(last + 1, Date.now());
  return last;
}
export const withStamp = (path) => `${path}${path.includes('?') ? '&' : '?'}_t=${stamp()}`;
export const cookieFor = (lang) => `language=${lang}`;

/** GET a page as a browser in `lang` would, with a fresh `_t` (and `cookie`, such as a staff sign-in's, beside the language). */
export async function getPage(path, lang, cookie) {
  const cookies = [cookieFor(lang), cookie].filter(Boolean).join('; ');
  const res = await fetch(site + withStamp(path), { headers: { cookie: cookies }, redirect: 'manual' });
  const body = await res.text();
  return { status: res.status, body, bytes: Buffer.byteLength(body), cache: res.headers.get('x-nextjs-cache'), headers: res.headers };
}

export function writePart(name, data) {
  const dir = process.env.PARTS;
  if (!dir) throw new Error('PARTS is not set');
  return import('node:fs').then((fs) => fs.writeFileSync(`${dir}/${name}.json`, JSON.stringify(data, null, 2)));
}

/**
 * autocannon on one page for `seconds`: 50 connections in one language, a new `_t` on every request (as the spec's
 * links carry one); `onResponse(headers)` sees every answer. Resolves with autocannon's result.
 */
export function loadPage({ base = site, path, lang, seconds, onResponse }) {
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: base,
        connections: CONNECTIONS,
        duration: seconds,
        headers: { cookie: cookieFor(lang) },
        requests: [
          {
            method: 'GET',
            setupRequest: (req) => ({ ...req, path: withStamp(path) }),
            ...(onResponse && { onResponse: (status, body, context, headers) => onResponse(headers) }),
          },
        ],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
    instance.on('error', reject);
  });
}
