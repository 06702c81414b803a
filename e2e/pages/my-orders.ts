import type { Locator, Page } from '@playwright/test';

/** /myOrder and its sibling tabs: the cards, one order's card, its dialogs, and the detail view. */
export class MyOrders {
  readonly cards: Locator;
  readonly empty: Locator;
  readonly detail: Locator;
  readonly tickets: Locator;
  readonly invoiceDialog: Locator;

  constructor(readonly page: Page) {
    this.cards = page.getByTestId('order-card');
    this.empty = page.getByTestId('orders-empty');
    this.detail = page.getByTestId('order-detail');
    this.tickets = page.getByTestId('e-ticket');
    this.invoiceDialog = page.getByTestId('invoice-dialog');
  }

  card(orderId: number) {
    return this.page.locator(`[data-testid="order-card"][data-order-id="${orderId}"]`);
  }

  tab(tab: 'all' | 'unpaid' | 'issued' | 'completed' | 'performing') {
    return this.page.getByTestId(`order-tab-${tab}`);
  }

  /** The order type filter under the tabs (the spec's type: performance, visit, mall; package cards; or all). */
  type(type: 'all' | 'performance' | 'package' | 'visit' | 'mall') {
    return this.page.getByTestId(`order-type-${type}`);
  }

  /** Answers yes in the confirm dialog `kind` opened from a card or the detail. */
  async confirm(kind: 'cancel' | 'delete') {
    const dialog = this.page.getByTestId(`order-${kind}-dialog`);
    await dialog.getByTestId(`order-${kind}-dialog-confirm`).click();
    return dialog;
  }

  invoiceField(field: 'title' | 'taxNo' | 'bank' | 'account' | 'address') {
    return this.invoiceDialog.getByTestId(`invoice-${field}`);
  }
}

/** The coupon activities (/getCode, /couponActivity, the detail page's overlay) and the claim's alert. */
export class CouponCollection {
  readonly list: Locator;
  readonly alert: Locator;
  readonly overlay: Locator;

  constructor(readonly page: Page) {
    this.list = page.getByTestId('coupon-activities');
    this.alert = page.getByTestId('coupon-alert');
    this.overlay = page.getByTestId('coupon-overlay');
  }

  activity(codePromotionId: number) {
    return this.page.locator(`[data-testid="coupon-activity"][data-id="${codePromotionId}"]`);
  }

  action(codePromotionId: number) {
    return this.activity(codePromotionId).getByTestId('coupon-action');
  }

  /** The list once the member's own counts have replaced a public page's visitor view. */
  ready() {
    return this.page.locator('[data-testid="coupon-activities"][data-ready="true"]');
  }
}
