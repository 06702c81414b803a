import { expect, type Locator, type Page } from '@playwright/test';
import { open } from './site';

/** /chooseSeat?id=…&sessionId=…: the seat map (or the ticket classes), the choice and the ways on. */
export class ChooseSeatPage {
  readonly map: Locator;
  readonly seats: Locator;
  readonly legend: Locator;
  readonly selected: Locator;
  readonly announcer: Locator;
  readonly saleNotice: Locator;
  readonly buyNow: Locator;
  readonly addToCart: Locator;
  readonly total: Locator;
  readonly quantityClasses: Locator;

  constructor(readonly page: Page) {
    this.map = page.getByTestId('seat-map');
    this.seats = page.getByTestId('seat-listbox').getByRole('option');
    this.legend = page.getByTestId('seat-legend');
    this.selected = page.getByTestId('selected-ticket');
    this.announcer = page.getByTestId('seat-announcer');
    this.saleNotice = page.getByTestId('sale-notice');
    this.buyNow = page.getByTestId('buy-now');
    this.addToCart = page.getByTestId('add-to-cart');
    this.total = page.getByTestId('total-price');
    this.quantityClasses = page.getByTestId('quantity-class');
  }

  async open(performanceId: number, sessionId: number, { map = true } = {}) {
    await open(this.page, `/chooseSeat?id=${performanceId}&sessionId=${sessionId}`);
    if (map) await expect(this.map).toHaveAttribute('data-ready', 'true');
  }

  seat(id: number) {
    return this.page.locator(`[role=option][data-id="${id}"]`);
  }

  /** The seat that has keyboard focus. */
  focusedSeat() {
    return this.page.locator('[role=option]:focus');
  }

  /**
   * Presses an arrow until a free, unchosen seat has focus, then returns its accessible name. At a row's end it
   * goes down a row and back the other way (a snake through the area), so a session whose seats other tests
   * have sold is still searched row by row rather than down its last column only.
   */
  async moveToFreeSeat(key: 'ArrowRight' | 'ArrowLeft' = 'ArrowRight') {
    let along: 'ArrowRight' | 'ArrowLeft' = key;
    for (let i = 0; i < 400; i++) {
      const before = await this.focusedSeat().getAttribute('data-id');
      await this.page.keyboard.press(along);
      if ((await this.focusedSeat().getAttribute('data-id')) === before) {
        await this.page.keyboard.press('ArrowDown');
        along = along === 'ArrowRight' ? 'ArrowLeft' : 'ArrowRight';
      }
      const seat = this.focusedSeat();
      if ((await seat.getAttribute('aria-disabled')) !== 'true' && (await seat.getAttribute('aria-selected')) !== 'true') {
        return (await seat.getAttribute('aria-label'))!;
      }
    }
    throw new Error(`no free seat reached with ${key}`);
  }
}
