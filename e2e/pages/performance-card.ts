import type { Locator } from '@playwright/test';

/** A performance card as the visitor reads it: title, dates · hall, and the sale state on the poster. */
export class PerformanceCard {
  constructor(readonly root: Locator) {}

  async title() {
    return (await this.root.getByRole('heading').innerText()).trim();
  }

  /** The hall named after the dates ("2026-12-01 – 2026-12-03 · 音乐厅"). */
  async hall() {
    const line = await this.root.locator('p', { has: this.root.page().locator('time') }).innerText();
    return line.split('·').at(-1)!.trim();
  }
}

export async function cardsOf(list: Locator): Promise<PerformanceCard[]> {
  return (await list.all()).map((card) => new PerformanceCard(card));
}
