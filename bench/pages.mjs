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

let last = 0;
/** A timestamp for `_t`, unique per call within this process, as the spec's pages append one to every link. */
export function stamp() {
  last = Math.max(last + 1, Date.now());
  return last;
}
export const withStamp = (path) => `${path}${path.includes('?') ? '&' : '?'}_t=${stamp()}`;
export const cookieFor = (lang) => `language=${lang}`;

/** GET a page as a browser in `lang` would, with a fresh `_t`. */
export async function getPage(path, lang) {
  const res = await fetch(site + withStamp(path), { headers: { cookie: cookieFor(lang) }, redirect: 'manual' });
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
