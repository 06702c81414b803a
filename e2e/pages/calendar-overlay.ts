import { expect, type Locator, type Page } from '@playwright/test';
import { text, type Lang } from './language';

/** The header's month calendar: days from today on, and the shows of the selected day. */
export class CalendarOverlay {
  readonly root: Locator;
  readonly shows: Locator;
  readonly empty: Locator;
  private readonly grid: Locator;
  private readonly month: Locator;

  constructor(readonly page: Page) {
    // The home page has a second, closed calendar dialog ("view full calendar").
    this.root = page.getByTestId('calendar-overlay').filter({ visible: true });
    this.shows = this.root.getByTestId('calendar-show');
    this.empty = this.root.getByTestId('calendar-empty');
    this.grid = this.root.getByRole('grid');
    this.month = this.root.getByRole('heading', { level: 2 });
  }

  /**
   * The first selectable day with (or without) shows, paging through the months the calendar offers.
   * A day's accessible name is its date, followed by the number of shows when it has any.
   */
  async findDay(lang: Lang, withShows: boolean): Promise<Locator> {
    const next = this.root.getByRole('button', { name: text(lang, 'calendar.nextMonth') });
    for (;;) {
      await expect(this.grid).toBeVisible();
      for (const day of await this.grid.locator('[data-testid^="calendar-day-"]:not([disabled])').all()) {
        const label = (await day.getAttribute('aria-label')) ?? '';
        if (/^\d{4}-\d{2}-\d{2} \S/.test(label) === withShows) return day;
      }
      if (!(await next.isEnabled())) throw new Error(`no day ${withShows ? 'with' : 'without'} shows in the calendar`);
      const shown = (await this.month.textContent()) ?? '';
      await next.click();
      await expect(this.month).not.toHaveText(shown);
    }
  }
}
