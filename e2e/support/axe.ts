import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { test, type Page, type TestInfo } from '@playwright/test';

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA: what the site promises. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export type AxeFinding = { page: string; rule: string; impact: string | null; help: string; targets: string[] };

/** Where each worker notes the pages it checked; e2e/support/axe-summary.ts reads them after the run. */
export const AXE_DIR = path.join('test-results', 'axe');

/**
 * A page as the summary names it: its path with ids and sandbox trade numbers folded, so /showDetails/41 and
 * /showDetails/7 are one page, and so are the cashiers of two trades.
 */
export const pageName = (url: URL) => url.pathname.replace(/\/\d+(?=\/|$)/g, '/:id').replace(/\/SBX\w+(?=\/|$)/g, '/:trade');

/** A page with the names of its query: what "this page was read" means for the dedupe and the revisit. */
const pageKey = (project: string, url: URL) => {
  const keys = [...url.searchParams.keys()].filter((k) => k !== '_t').sort((a, b) => a.localeCompare(b));
  return `${project}|${pageName(url)}?${keys.join('&')}`;
};

/**
 * `checked` pages were read by axe; `visited` ones were shown (the summary names those never read); `redirected`
 * ones, opened again to be read, sent the browser elsewhere at once, so there is nothing of theirs to read.
 */
export function note(info: TestInfo, url: URL, what: { findings: number } | 'visited' | 'redirected') {
  fs.mkdirSync(AXE_DIR, { recursive: true });
  const fields = what === 'visited' ? { visited: true } : what === 'redirected' ? { redirected: true } : what;
  const line = JSON.stringify({ page: pageName(url), project: info.project.name, ...fields }) + '\n';
  fs.appendFileSync(path.join(AXE_DIR, `${info.workerIndex}-${process.pid}.jsonl`), line);
}

/** The findings of each page of the running test; the test fixture (e2e/fixtures.ts) fails the test on any. */
export const findingsOf = new WeakMap<Page, AxeFinding[]>();

/**
 * Reads the page as it stands, for the test it belongs to: page objects call it once a page has settled
 * (e2e/pages/site.ts after hydration), tests at a state worth reading on the way (an open dialog).
 */
export async function checkPage(page: Page, { always = false } = {}): Promise<void> {
  const found = findingsOf.get(page);
  if (found) found.push(...(await axeFindings(page, test.info(), { always })));
}

/**
 * Pages this worker has read, by width, language, page and the names of its query: the journeys pass the same
 * pages again and again (the seat map's 1,165 seats take axe seconds), and one reading of each is what the
 * check promises. `checkAccessibility()` in a test always reads.
 */
const seen = new Set<string>();
/** The same pages without their language: shown pages not in here are opened again after the test (readLater). */
const read = new Set<string>();

/** The promise's value, or null once the deadline passes (what it does then is left to settle unobserved). */
async function withinDeadline<T>(work: Promise<T>, deadline: number): Promise<T | null> {
  if (deadline === Infinity) return work;
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), Math.max(0, deadline - Date.now()));
  });
  work.catch(() => undefined);
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Runs axe on the page as it stands and returns what it found. A page that navigates away while being read
 * (a redirect page, a pop-up that closes itself) is not there to be judged: it gives no findings and no note.
 */
export async function axeFindings(
  page: Page,
  info: TestInfo,
  { always = false, deadline = Infinity }: { always?: boolean; deadline?: number } = {},
): Promise<AxeFinding[]> {
  if (page.isClosed()) return [];
  const url = new URL(page.url());
  if (!url.protocol.startsWith('http')) return [];
  const lang = await page
    .evaluate(() => (document.contentType === 'text/html' ? document.documentElement.lang || '-' : null))
    .catch(() => null);
  if (!lang) return [];
  const key = `${lang}|${pageKey(info.project.name, url)}`;
  if (!always && seen.has(key)) return [];
  // Let what the page fetches after load (SWR, the seat layer) arrive; a page that keeps polling is read anyway.
  await page.waitForLoadState('networkidle', { timeout: 3000 }).catch(() => undefined);
  let results;
  try {
    results = await withinDeadline(new AxeBuilder({ page }).withTags(TAGS).analyze(), deadline);
  } catch (error) {
    if (page.isClosed() || page.url() !== url.href) return [];
    throw error;
  }
  // Out of the test's time: the page stays unread (the summary names it) rather than the test failing in teardown.
  if (!results) return [];
  seen.add(key);
  read.add(pageKey(info.project.name, url));
  const findings = results.violations.map((v) => ({
    page: `${url.pathname}${url.search}`,
    rule: v.id,
    impact: v.impact ?? null,
    help: v.help,
    targets: v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')} — ${n.failureSummary?.split('\n').slice(1).join(' ').trim() ?? ''}`),
  }));
  note(info, url, { findings: findings.length });
  return findings;
}

export function describeFindings(findings: AxeFinding[]): string {
  return findings.map((f) => `${f.page}: ${f.rule} (${f.impact}) ${f.help}\n${f.targets.map((t) => `    ${t}`).join('\n')}`).join('\n');
}

/**
 * The pages a test showed between the reads (a page reached by a click or a redirect, and left before the test
 * ended): after the test they are opened again, one by one, in a new tab of the test's browser context (its
 * cookies, language and width) and read there, so no page a journey shows escapes the check. They are read
 * within the test's own time (`deadline`): what is left when it runs out stays unread, and the summary names it.
 */
export async function readShownPages(page: Page, info: TestInfo, shown: URL[], deadline: number): Promise<AxeFinding[]> {
  const findings: AxeFinding[] = [];
  const tried = new Set<string>();
  for (const url of shown) {
    const key = pageKey(info.project.name, url);
    if (read.has(key) || tried.has(key)) continue;
    tried.add(key);
    const left = deadline - Date.now();
    if (left < 5_000) break;
    const tab = await page
      .context()
      .newPage()
      .catch(() => null);
    if (!tab) break;
    try {
      const response = await tab.goto(url.href, { timeout: Math.min(15_000, left) }).catch(() => null);
      if (response && pageName(new URL(tab.url())) !== pageName(url)) note(info, url, 'redirected');
      else if (response) findings.push(...(await axeFindings(tab, info, { always: true, deadline })));
    } finally {
      await tab.close().catch(() => undefined);
    }
  }
  return findings;
}
