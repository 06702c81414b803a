import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * axe's best-practice rules the WCAG reading of every page leaves out (support/axe.ts reads WCAG 2.2 A and AA),
 * read on the page as it stands: each finding as its rule and the nodes it names, so a test can expect none.
 */
export async function bestPracticeFindings(page: Page, rules: ('heading-order' | 'page-has-heading-one')[]): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withRules(rules).analyze();
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
