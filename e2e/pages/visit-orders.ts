import type { Locator, Page } from '@playwright/test';

type GroupField = 'unitName' | 'contactName' | 'phone' | 'email' | 'visitorCount' | 'dateFrom' | 'dateTo' | 'note';

/** /groupApp: the group visit intention's form, its fields and their errors. */
export class GroupVisitForm {
  readonly form: Locator;
  readonly notes: Locator;
  readonly submit: Locator;
  readonly accept: Locator;
  readonly refusal: Locator;

  constructor(readonly page: Page) {
    this.form = page.getByTestId('group-form');
    this.notes = page.getByTestId('group-notes');
    this.submit = page.getByTestId('group-submit');
    this.accept = page.getByTestId('group-notesAccepted');
    this.refusal = this.form.getByTestId('form-error');
  }

  field(name: GroupField | 'period' | 'invoice') {
    return this.page.getByTestId(`group-${name}`);
  }

  error(name: GroupField | 'notesAccepted') {
    return this.page.getByTestId(`group-${name}-error`);
  }

  async fill(values: Record<GroupField, string> & { period: 'morning' | 'afternoon'; invoice: 'none' | 'vat_general_3' }) {
    const { period, invoice, ...texts } = values;
    for (const [name, value] of Object.entries(texts)) await this.field(name as GroupField).fill(value);
    await this.field('period').selectOption(period);
    await this.field('invoice').selectOption(invoice);
    await this.accept.check();
  }
}

/** /reservationOrder: the member's visit bookings and group intentions. */
export class VisitOrders {
  readonly bookings: Locator;
  readonly groups: Locator;
  readonly empty: Locator;

  constructor(readonly page: Page) {
    this.bookings = page.getByTestId('visit-booking');
    this.groups = page.getByTestId('visit-group');
    this.empty = page.getByTestId('visit-orders-empty');
  }

  /** A booking's card by the id of its order. */
  booking(orderId: number) {
    return this.page.locator(`[data-testid="visit-booking"][data-order-id="${orderId}"]`);
  }
}
