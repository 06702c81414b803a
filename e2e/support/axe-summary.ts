import fs from 'node:fs';
import path from 'node:path';
import { AXE_DIR } from './axe';

/** After the run: which pages axe read, in how many checks, at which widths (the closing note quotes it). */
export default function axeSummary() {
  if (!fs.existsSync(AXE_DIR)) return;
  const pages = new Map<string, { checks: number; findings: number; projects: Set<string>; redirected: boolean }>();
  for (const file of fs.readdirSync(AXE_DIR)) {
    for (const line of fs.readFileSync(path.join(AXE_DIR, file), 'utf8').split('\n')) {
      if (!line) continue;
      const { page, project, findings, visited, redirected } = JSON.parse(line) as {
        page: string;
        project: string;
        findings?: number;
        visited?: true;
        redirected?: true;
      };
      const entry = pages.get(page) ?? { checks: 0, findings: 0, projects: new Set<string>(), redirected: false };
      if (visited || redirected) {
        entry.redirected ||= Boolean(redirected);
        pages.set(page, entry);
        continue;
      }
      entry.checks += 1;
      entry.findings += findings ?? 0;
      entry.projects.add(project);
      pages.set(page, entry);
    }
  }
  const rows = [...pages].sort(([a], [b]) => a.localeCompare(b));
  const checks = rows.reduce((n, [, e]) => n + e.checks, 0);
  const lines = rows.map(
    ([page, e]) =>
      `  ${page}  ${e.checks} checks, ${[...e.projects].sort((a, b) => a.localeCompare(b)).join('+')}${e.findings ? `, ${e.findings} violations` : ''}`,
  );
  const read = rows.filter(([, e]) => e.checks > 0);
  const redirects = rows.filter(([, e]) => e.checks === 0 && e.redirected).map(([page]) => page);
  const unread = rows.filter(([, e]) => e.checks === 0 && !e.redirected).map(([page]) => page);
  const text =
    `axe read ${read.length} pages in ${checks} checks:\n${lines.filter((_, i) => rows[i][1].checks > 0).join('\n')}\n` +
    (redirects.length ? `redirect pages (they send the browser on at once; their target was read): ${redirects.join(', ')}\n` : '') +
    (unread.length ? `shown but never read by axe: ${unread.join(', ')}\n` : '');
  fs.writeFileSync(path.join(AXE_DIR, 'summary.txt'), text);
  console.log(text);
}
