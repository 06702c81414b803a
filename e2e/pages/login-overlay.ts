import { expect, type Locator, type Page } from '@playwright/test';
import { latestCode } from '../support/accounts';
import { text, type Lang } from './language';
import { SlidePuzzle } from './slide-puzzle';

/** The personal login overlay (§2 modes 0–7) and the header entries that open and end a session. */
export class LoginOverlay {
  readonly root: Locator;
  readonly error: Locator;
  readonly puzzle: SlidePuzzle;

  constructor(
    readonly page: Page,
    readonly lang: Lang,
  ) {
    this.root = page.getByTestId('login-overlay');
    this.error = this.root.getByTestId('login-error');
    this.puzzle = new SlidePuzzle(page);
  }

  mode(n: number) {
    return this.root.getByTestId(`login-mode-${n}`);
  }

  field(id: string) {
    return this.root.getByTestId(id);
  }

  async openFromHeader() {
    await this.page.getByTestId('login-open').click();
    await expect(this.mode(0)).toBeVisible();
  }

  /** Sends a code from the field `<prefix>-code` (puzzle first) and types in what the sandbox texted. */
  async fillCode(prefix: string, phone: string) {
    const since = Date.now();
    await this.puzzle.solveAfter(() => this.field(`${prefix}-code-send`).click());
    await expect(this.page.getByTestId('toast').filter({ hasText: text(this.lang, 'login.codeSent') })).toBeVisible();
    await this.field(`${prefix}-code`).fill(await latestCode(phone, since));
  }

  /** Mode 2 → 4: signs up with the membership notice accepted. */
  async register(phone: string, password: string) {
    await this.root.getByTestId('login-to-register').click();
    await expect(this.mode(2)).toBeVisible();
    await this.field('register-phone').fill(phone);
    await this.fillCode('register', phone);
    await this.field('register-password').fill(password);
    await this.field('register-password1').fill(password);
    await this.field('register-agree').check();
    await this.field('register-submit').click();
    await expect(this.mode(4)).toBeVisible();
  }

  /** Mode 0 by password; the puzzle comes before the login. Resolves once the hall API answered. */
  async submitPassword(phone: string, password: string) {
    await this.field('login-phone').fill(phone);
    await this.field('login-password').fill(password);
    await this.puzzle.solveAfter(() => this.field('login-submit').click());
  }

  async loginByCode(phone: string) {
    await this.root.getByTestId('login-tab-code').click();
    await this.field('login-phone').fill(phone);
    await this.fillCode('login', phone);
    await this.puzzle.solveAfter(() => this.field('login-submit').click());
  }
}

/** The header's account corner once logged in. */
export class AccountMenu {
  constructor(readonly page: Page) {}

  member() {
    return this.page.getByTestId('member-menu');
  }

  enterprise() {
    return this.page.getByTestId('enterprise-menu');
  }

  async logout(kind: 'member' | 'enterprise' = 'member') {
    await (kind === 'member' ? this.member() : this.enterprise()).click();
    await this.page.getByTestId('logout').click();
    await expect(this.page.getByTestId('login-open')).toBeVisible();
    await expect(this.page).toHaveURL((url) => url.pathname === '/');
  }
}
