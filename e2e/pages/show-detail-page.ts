import type { Locator, Page } from '@playwright/test';
import { open } from './site';

/** /showDetails?id=…&activeType=…: the title, the sessions and their way to seat selection. */
export class ShowDetailPage {
  readonly title: Locator;
  readonly sessions: Locator;
  readonly buyLinks: Locator;

  constructor(readonly page: Page) {
    this.title = page.getByTestId('detail-title');
    this.sessions = page.getByTestId('session');
    this.buyLinks = page.getByTestId('session-buy');
  }

  open(id: number | string, activeType = 0) {
    return open(this.page, `/showDetails?id=${id}&activeType=${activeType}`);
  }

  idInUrl() {
    return new URL(this.page.url()).searchParams.get('id');
  }
}
