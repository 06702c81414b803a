import { expect, type Page } from '@playwright/test';
import { slideAnswer } from '../support/accounts';
import { accountCalls } from '@/lib/contract/account-calls';

/**
 * The slide puzzle, solved the keyboard way (the slider's accessible alternative, a real path for people
 * too): the journey cannot see the hole, so it asks the sandbox where it is, then moves the handle there.
 */
export class SlidePuzzle {
  constructor(readonly page: Page) {}

  /** Runs `action` (which brings the puzzle up) and solves the puzzle that appears. */
  async solveAfter(action: () => Promise<void>) {
    const challenge = this.page.waitForResponse((r) => r.url().includes(accountCalls.slideChallenge.path) && r.ok());
    await action();
    const { data } = (await (await challenge).json()) as { data: { id: string } };
    const x = await slideAnswer(data.id);
    const handle = this.page.getByTestId('slide-handle');
    await expect(handle).toHaveAttribute('aria-disabled', 'false');
    await handle.focus();
    for (let i = 0; i < Math.floor(x / 10); i++) await handle.press('PageUp');
    for (let i = 0; i < x % 10; i++) await handle.press('ArrowRight');
    await expect(handle).toHaveAttribute('aria-valuenow', String(x));
    // The hall API takes a slide of under 250 ms for a robot's.
    await this.page.waitForTimeout(300);
    await handle.press('Enter');
    await expect(this.page.getByTestId('slide-puzzle')).toBeHidden({ timeout: 5_000 });
  }
}
