import { expect, type Page } from '@playwright/test';
import { CalendarOverlay } from './calendar-overlay';
import { SearchPanel } from './search-panel';

/** The header every page shares: search, calendar and language switch (inside the burger menu on phones). */
export class SiteHeader {
  constructor(readonly page: Page) {}

  async openSearch(): Promise<SearchPanel> {
    const panel = new SearchPanel(this.page);
    await this.page.getByTestId('search-open').click();
    await expect(panel.root).toBeVisible();
    return panel;
  }

  async openCalendar(): Promise<CalendarOverlay> {
    const overlay = new CalendarOverlay(this.page);
    await this.page.getByTestId('calendar-open').click();
    await expect(overlay.root).toBeVisible();
    return overlay;
  }

  async switchLanguage() {
    const burger = this.page.getByTestId('menu-open');
    if (await burger.isVisible()) await burger.click();
    await this.page.getByTestId('language-switch').filter({ visible: true }).click();
  }
}
