// The pages the bench measures, in both languages; each URL gets the spec's `_t=<timestamp>` query.
export const LANGS = ['zh-CN', 'en-US'];
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
