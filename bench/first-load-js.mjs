// First-load JavaScript of home and detail: every <script src> and <link rel="modulepreload"> of the page's HTML,
// fetched and gzipped with node:zlib at level 9, summed. `<script nomodule>` (Next's legacy polyfills) is counted
// apart: browsers that run modules never download it. Each chunk is listed with what it holds (chunk-contents.mjs)
// and whether every measured page loads it, so a page that grows names the chunk and the module that grew.
import zlib from 'node:zlib';
import { Secret, TOTP } from 'otpauth';
import { describeChunk, summarize } from './chunk-contents.mjs';
import { hallAddress } from './hall-address.mjs';
import { LANGS, consolePages, getPage, pages, site, writePart } from './pages.mjs';

const LEVEL = 9;
// The hall API's routes this step calls, by their summaries in its description (hall-address.mjs).
const STAFF_LOGIN = 'Signs a staff member in: password and authenticator code (or the first enrolment)';
const STAFF_CONFIRM = 'Confirms a new authenticator with its first code; opens the session';
const SEAT_MAP = 'The seat map of a session’s hall, with prices';
const attr = (tag, name) => tag.match(new RegExp(`\\s${name}="([^"]+)"`))?.[1];

function scriptUrls(html) {
  const urls = new Set();
  const nomodule = new Set();
  for (const tag of html.match(/<script\b[^>]*>/g) ?? []) {
    const src = attr(tag, 'src');
    if (src) (/\snomodule(=|\s|>)/i.test(tag) ? nomodule : urls).add(src.replaceAll('&amp;', '&'));
  }
  for (const tag of html.match(/<link\b[^>]*>/g) ?? []) {
    if (/\srel="modulepreload"/.test(tag) && attr(tag, 'href')) urls.add(attr(tag, 'href').replaceAll('&amp;', '&'));
  }
  for (const src of urls) nomodule.delete(src);
  return { urls: [...urls], nomodule: [...nomodule] };
}

/** The chunk's source map when the build made one and the site serves it; null otherwise (the bench's own build). */
async function sourceMap(url, code) {
  const name = code.match(/\/\/# sourceMappingURL=(\S+)\s*$/)?.[1];
  if (!name) return null;
  const res = await fetch(new URL(name, url)).catch(() => null);
  return res?.ok ? res.json().catch(() => null) : null;
}

const chunks = new Map();
/** A script's size and contents, fetched once however many pages load it. */
function fetchChunk(src) {
  if (!chunks.has(src))
    chunks.set(
      src,
      (async () => {
        const url = new URL(src, site);
        const buf = Buffer.from(await (await fetch(url)).arrayBuffer());
        const code = buf.toString('utf8');
        const holds = describeChunk(code, await sourceMap(url, code));
        return { src, raw: buf.length, gzip: zlib.gzipSync(buf, { level: LEVEL }).length, holds: holds.parts, how: holds.how };
      })(),
    );
  return chunks.get(src);
}

/**
 * A staff sign-in through the site's BFF, as the console's sign-in page does it the first time (password, then the
 * authenticator's first code for the enrolment): the cookies the site set, for the console's pages. The BFF answers
 * the sign-in at the hall API's own addresses.
 */
async function staffCookie(username, password) {
  const cookies = [];
  const post = async (path, body) => {
    const res = await fetch(site + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: site, cookie: cookies.join('; ') },
      body: JSON.stringify(body),
    });
    for (const c of res.headers.getSetCookie()) cookies.push(c.split(';')[0]);
    const answer = await res.json();
    if (answer.code !== 20000) throw new Error(`${path}: ${JSON.stringify(answer)}`);
    return answer.data;
  };
  const login = await hallAddress(process.env.HALL, 'POST', STAFF_LOGIN);
  const confirm = await hallAddress(process.env.HALL, 'POST', STAFF_CONFIRM);
  const { ticket, secret } = await post(login, { username, password });
  if (!secret) throw new Error(`${username} has signed in before: the bench needs an administrator's first sign-in`);
  const code = TOTP.generate({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 });
  await post(confirm, { ticket, code });
  return cookies.join('; ');
}

/** A session the console's report page can show: the first one the hall API has a seat map for. */
async function someSessionId() {
  const { HALL } = process.env;
  for (let id = 1; id <= 50; id++) if ((await fetch(`${HALL}${await hallAddress(HALL, 'GET', SEAT_MAP, { id })}`)).ok) return id;
  throw new Error('no session among 1–50');
}

const measured = LANGS.flatMap((lang) =>
  pages()
    .filter((p) => p.name !== 'reference')
    .map((p) => ({ ...p, lang })),
);
const { BENCH_STAFF, BENCH_STAFF_PASSWORD } = process.env;
let cookie;
if (BENCH_STAFF && BENCH_STAFF_PASSWORD) {
  cookie = await staffCookie(BENCH_STAFF, BENCH_STAFF_PASSWORD);
  const sessionId = await someSessionId();
  for (const lang of LANGS) measured.push(...consolePages(sessionId).map((p) => ({ ...p, lang, console: true })));
} else console.log('[bench] the console is not measured: BENCH_STAFF and BENCH_STAFF_PASSWORD are not set');

const results = [];
for (const p of measured) {
  const { lang } = p;
  const { status, body } = await getPage(p.path, lang, p.console && cookie);
  if (status !== 200) throw new Error(`${p.path} (${lang}) answered ${status}`);
  const { urls, nomodule } = scriptUrls(body);
  const files = await Promise.all(urls.map(fetchChunk));
  const legacy = await Promise.all(nomodule.map(fetchChunk));
  const gzip = files.reduce((s, f) => s + f.gzip, 0);
  const raw = files.reduce((s, f) => s + f.raw, 0);
  const nomoduleGzip = legacy.reduce((s, f) => s + f.gzip, 0);
  results.push({
    page: p.name,
    lang,
    // The console's pages are measured for the record; the target is the public pages' (summary.mjs).
    targeted: !p.console,
    scripts: files.length,
    rawBytes: raw,
    gzipBytes: gzip,
    files: [...files].sort((a, b) => b.gzip - a.gzip),
    nomoduleGzipBytes: nomoduleGzip,
    nomodule: legacy.map(({ src, raw, gzip }) => ({ src, raw, gzip })),
  });
  console.log(
    `[bench] ${p.name.padEnd(6)} ${lang}  ${files.length} scripts  ${(raw / 1000).toFixed(1)} kB raw  ${(gzip / 1000).toFixed(1)} kB gzip -${LEVEL}` +
      `  (+ nomodule ${(nomoduleGzip / 1000).toFixed(1)} kB, not counted)`,
  );
}

// Per chunk: loaded by every public page (the framework, the layout) or not; what it holds.
const publicPages = results.filter((r) => r.targeted);
for (const r of results)
  r.files = r.files.map((f) => ({ ...f, everyPage: publicPages.every((o) => o.files.some((g) => g.src === f.src)) }));
for (const r of results) {
  console.log(`\n[bench] ${r.page} ${r.lang}: ${(r.gzipBytes / 1000).toFixed(1)} kB gzip`);
  for (const f of r.files)
    console.log(
      `  ${(f.gzip / 1000).toFixed(1).padStart(5)} kB  ${f.everyPage ? 'all public' : 'this page '}  ${f.src.replace(/^.*\//, '').padEnd(22)} ${summarize(f.holds)}`,
    );
}
await writePart('firstLoadJs', { gzipLevel: LEVEL, kB: 1000, results });
