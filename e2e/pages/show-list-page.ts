import { expect, type Locator, type Page } from '@playwright/test';
import { countIn } from './language';
import { cardsOf } from './performance-card';
import { open } from './site';

export type FilterKind = 'time' | 'hall' | 'genre';

/** /showByTickets: the filters (links: their state lives in the URL), the count line and the cards. */
export class ShowListPage {
  readonly cards: Locator;

  constructor(readonly page: Page) {
    this.cards = page.getByTestId('performance-card');
  }

  open(query = 'activeType=0') {
    return open(this.page, `/showByTickets?${query}`);
  }

  async count() {
    return countIn(await this.page.getByTestId('list-count').innerText());
  }

  /** The choices a filter offers, besides "all". */
  async options(kind: FilterKind): Promise<{ value: string; label: string }[]> {
    const links = this.page.locator(`[data-testid^="filter-${kind}-"]:not([data-testid="filter-${kind}-all"])`);
    return Promise.all(
      (await links.all()).map(async (link) => ({
        value: ((await link.getAttribute('data-testid')) ?? '').slice(`filter-${kind}-`.length),
        label: (await link.innerText()).trim(),
      })),
    );
  }

  filter(kind: FilterKind, value: string) {
    return this.page.getByTestId(`filter-${kind}-${value}`);
  }

  async choose(kind: FilterKind, value: string) {
    await this.filter(kind, value).click();
    await expect(this.filter(kind, value)).toHaveAttribute('aria-current', 'true');
    await expect(this.page).toHaveURL((url) => url.searchParams.get(kind) === value && url.searchParams.has('_t'));
  }

  async cardList() {
    return cardsOf(this.cards);
  }

  async titles() {
    return Promise.all((await this.cardList()).map((card) => card.title()));
  }

  async halls() {
    return Promise.all((await this.cardList()).map((card) => card.hall()));
  }
}
