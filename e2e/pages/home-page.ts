import type { Locator, Page } from '@playwright/test';
import { text, type Lang } from './language';
import { cardsOf } from './performance-card';
import { open } from './site';

export class HomePage {
  readonly hot: Locator;

  constructor(
    readonly page: Page,
    readonly lang: Lang,
  ) {
    this.hot = page.getByRole('region', { name: text(lang, 'home.hot') });
  }

  open() {
    return open(this.page, '/');
  }

  hotCards() {
    return cardsOf(this.hot.getByTestId('performance-card'));
  }

  async hotTitles() {
    return Promise.all((await this.hotCards()).map((card) => card.title()));
  }

  async goToPerformanceList() {
    await this.hot.getByRole('link', { name: text(this.lang, 'home.more') }).click();
  }
}
