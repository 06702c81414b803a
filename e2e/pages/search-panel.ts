import type { Locator, Page } from '@playwright/test';

export class SearchPanel {
  readonly root: Locator;
  readonly input: Locator;
  readonly count: Locator;
  readonly results: Locator;

  constructor(readonly page: Page) {
    // The home page has a second, closed search dialog of its own (the search box).
    this.root = page.getByTestId('search-panel').filter({ visible: true });
    this.input = this.root.getByTestId('search-input');
    this.count = this.root.getByTestId('search-count');
    this.results = this.root.getByTestId('search-result');
  }
}
