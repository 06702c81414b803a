// What a first-load chunk holds, so that a page's first-load JavaScript names its cause when it grows
// (bench/first-load-js.mjs). Exact when the chunk's source map is served (a build with
// `productionBrowserSourceMaps`): the chunk's bytes by package or by the app's folder. Otherwise by markers: strings
// each library leaves in its minified code, and the `data-testid`s of the site's own components.

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/**
 * A source map's `mappings`, decoded: per generated line, its segments as [column, source index] (the source index
 * carried over from segment to segment, as the format says; names and original positions are not needed here).
 */
export function decodeMappings(mappings) {
  let source = 0;
  return mappings.split(';').map((line) => {
    let column = 0;
    return line
      .split(',')
      .filter(Boolean)
      .map((segment) => {
        const values = [];
        let value = 0;
        let shift = 0;
        for (const char of segment) {
          const digit = BASE64.indexOf(char);
          value += (digit & 31) << shift;
          if (digit & 32) shift += 5;
          else {
            values.push(value & 1 ? -(value >>> 1) : value >>> 1);
            value = 0;
            shift = 0;
          }
        }
        column += values[0];
        if (values.length > 1) source += values[1];
        return values.length > 1 ? [column, source] : [column];
      });
  });
}

/** Strings that survive minification, each naming what put it there. The order is the order printed. */
export const MARKERS = [
  ['react-dom + Next bootstrap', /__NEXT_CLIENT_RESUME/],
  ['Next app router', /next-router-prefetch/],
  ['Next navigation, redirects, error boundaries', /NEXT_HTTP_ERROR_FALLBACK/],
  ['Next layout router', /"LayoutRouter"|LayoutRouter/],
  ['Turbopack runtime', /TURBOPACK_ASSET_SUFFIX/],
  ["Next's built-in global error page", /digestFooter/],
  ["the lazy chunks' table (React.lazy, import())", /Promise\.all\(\["static\/chunks\//],
  ['use-intl (next-intl)', /MISSING_MESSAGE/],
  ['intl-messageformat', /MALFORMED_ARGUMENT/],
  ['zod (its core config)', /__zod_globalConfig/],
  ['zod (schemas)', /"ZodISODuration"|\$ZodTransform/],
  ['swr', /revalidateOnFocus/],
  ['echarts', /echarts|ECharts/],
  ['exceljs', /ExcelJS|exceljs/],
  ['barcode-detector / zxing', /BarcodeDetector|zxing/],
];

/** Next's share named finer: what it compiles in (react-dom), next/link and next/dynamic, else its folder. */
function nextPart(path) {
  const compiled = path.match(/next\/dist\/compiled\/((?:@[^/]+\/)?[^/]+)/);
  if (compiled) return compiled[1];
  if (path.includes('/client/app-dir/link')) return 'next/link';
  if (path.includes('/lazy-dynamic/') || path.includes('app-dynamic')) return 'next/dynamic';
  const dir = path.match(/next\/(?:src|dist(?:\/esm)?)\/([^/]+\/[^/]+)\//);
  return dir ? `next ${dir[1]}` : 'next';
}

/**
 * The folder or package a source belongs to: `next`, `swr`, `@scope/pkg` for node_modules (the outermost, which
 * the app installed); the app's files by folder (`components/layout`, `lib/client`), a Turbopack runtime file as
 * `turbopack runtime`.
 */
export function groupOf(source) {
  const s = source.replace(/^turbopack:\/\/\//, '').replace(/\?.*$/, '');
  const pkg = s.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  // A package's own sources, mapped by its bundler to paths like node_modules/core.ts, name no package: null, for
  // the caller to give them the package of the module they came in.
  if (pkg) return /\.[cm]?[jt]sx?$/.test(pkg[1]) ? null : pkg[1] === 'next' ? nextPart(s) : pkg[1];
  if (s.startsWith('[turbopack]')) return 'turbopack runtime';
  const own = s.replace(/^\[project\]\//, '');
  const parts = own.split('/');
  return parts.length > 2 ? parts.slice(0, 2).join('/') : own;
}

/**
 * Bytes of the generated code by group, from a source map (plain or with sections, as Turbopack writes them):
 * each mapped segment counts up to the next segment on its line.
 */
export function bytesBySource(code, map) {
  const lines = code.split('\n');
  const by = new Map();
  for (const section of map.sections ?? [{ offset: { line: 0, column: 0 }, map }]) {
    const { mappings, sources } = section.map;
    // Turbopack writes a section per module: sources that name no package belong to the module's own package.
    const groups = sources.map(groupOf);
    const own = groups.find(Boolean) ?? 'node_modules (unnamed)';
    decodeMappings(mappings).forEach((segments, i) => {
      const line = lines[i + section.offset.line] ?? '';
      const shift = i === 0 ? section.offset.column : 0;
      segments.forEach((seg, k) => {
        const end = k + 1 < segments.length ? segments[k + 1][0] + shift : line.length;
        const group = seg.length > 1 ? (groups[seg[1]] ?? own) : '(unmapped)';
        by.set(group, (by.get(group) ?? 0) + Math.max(0, end - (seg[0] + shift)));
      });
    });
  }
  return by;
}

/** The site's own components in a chunk, by the `data-testid`s they render (the first few). */
export function testIds(code, max = 6) {
  const ids = [...new Set([...code.matchAll(/"data-testid":\s*"([^"]+)"/g)].map((m) => m[1]))];
  return ids.length > max ? [...ids.slice(0, max), `… ${ids.length - max} more`] : ids;
}

/**
 * What one chunk holds: `{ how: 'source map', parts: [{ name, share }] }` (share of the chunk's bytes, largest
 * first, those under 2 % folded into "other") or `{ how: 'markers', parts: [{ name }] }`.
 */
export function describeChunk(code, map) {
  if (map) {
    const by = bytesBySource(code, map);
    const total = [...by.values()].reduce((a, b) => a + b, 0) || 1;
    const parts = [];
    let other = 0;
    for (const [name, bytes] of [...by].sort((a, b) => b[1] - a[1])) {
      if (bytes / total < 0.02) other += bytes;
      else parts.push({ name, share: bytes / total });
    }
    if (other) parts.push({ name: 'other', share: other / total });
    // A chunk with no mapped code (Turbopack's table of lazy chunks) is named by its markers.
    if (parts.some((p) => p.name !== '(unmapped)' && p.name !== 'other')) return { how: 'source map', parts };
  }
  const parts = MARKERS.filter(([, re]) => re.test(code)).map(([name]) => ({ name }));
  const ids = testIds(code);
  if (ids.length) parts.push({ name: `site components (${ids.join(', ')})` });
  return { how: 'markers', parts };
}

/** One line for a chunk's parts: "react-dom + Next bootstrap, Next app router" or "next 62 %, components/layout 21 %, …". */
export const summarize = (parts = []) =>
  parts.map((p) => (p.share === undefined ? p.name : `${p.name} ${Math.round(p.share * 100)} %`)).join(', ') || '?';
