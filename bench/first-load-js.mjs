// First-load JavaScript of home and detail: every <script src> and <link rel="modulepreload"> of the page's HTML,
// fetched and gzipped with node:zlib at level 9, summed. `<script nomodule>` (Next's legacy polyfills) is counted
// apart: browsers that run modules never download it.
import zlib from 'node:zlib';
import { LANGS, getPage, pages, site, writePart } from './pages.mjs';

const LEVEL = 9;
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

const fetchGzip = async (src) => {
  const buf = Buffer.from(await (await fetch(new URL(src, site))).arrayBuffer());
  return { src, raw: buf.length, gzip: zlib.gzipSync(buf, { level: LEVEL }).length };
};

const results = [];
for (const lang of LANGS) {
  for (const p of pages().filter((p) => p.name !== 'reference')) {
    const { body } = await getPage(p.path, lang);
    const { urls, nomodule } = scriptUrls(body);
    const files = await Promise.all(urls.map(fetchGzip));
    const legacy = await Promise.all(nomodule.map(fetchGzip));
    const gzip = files.reduce((s, f) => s + f.gzip, 0);
    const raw = files.reduce((s, f) => s + f.raw, 0);
    const nomoduleGzip = legacy.reduce((s, f) => s + f.gzip, 0);
    results.push({
      page: p.name,
      lang,
      scripts: files.length,
      rawBytes: raw,
      gzipBytes: gzip,
      files: files.sort((a, b) => b.gzip - a.gzip),
      nomoduleGzipBytes: nomoduleGzip,
      nomodule: legacy,
    });
    console.log(
      `[bench] ${p.name.padEnd(6)} ${lang}  ${files.length} scripts  ${(raw / 1000).toFixed(1)} kB raw  ${(gzip / 1000).toFixed(1)} kB gzip -${LEVEL}` +
        `  (+ nomodule ${(nomoduleGzip / 1000).toFixed(1)} kB, not counted)`,
    );
  }
}
await writePart('firstLoadJs', { gzipLevel: LEVEL, kB: 1000, results });
