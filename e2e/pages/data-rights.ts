import fs from 'node:fs/promises';
import { expect, type Locator, type Page } from '@playwright/test';
import type { PersonalDataFile } from '@/lib/contract/data-rights';
import { latestCode } from '../support/accounts';
import { text, type Lang } from './language';
import { SlidePuzzle } from './slide-puzzle';

/** The member's data on /accountSettings: the download of their copy, and closing the account in its dialog. */
export class DataRights {
  readonly panel: Locator;
  readonly dialog: Locator;

  constructor(
    readonly page: Page,
    readonly lang: Lang,
  ) {
    this.panel = page.getByTestId('data-rights');
    this.dialog = page.getByTestId('close-account');
  }

  /** Clicks the download and reads the file the browser saved: its name and what it holds. */
  async download(): Promise<{ name: string; file: PersonalDataFile }> {
    const [download] = await Promise.all([this.page.waitForEvent('download'), this.panel.getByTestId('data-download').click()]);
    const file = JSON.parse(await fs.readFile((await download.path())!, 'utf8')) as PersonalDataFile;
    return { name: download.suggestedFilename(), file };
  }

  async openClosing() {
    await this.panel.getByTestId('close-account-open').click();
    await expect(this.dialog).toBeVisible();
    await expect(this.dialog.getByTestId('close-account-terms')).toContainText(text(this.lang, 'dataRights.close.does.phone'));
  }

  /** Asks for the closing code (puzzle first), types what the sandbox texted, confirms and closes. */
  async closeWithCode(phone: string) {
    const since = Date.now();
    await new SlidePuzzle(this.page).solveAfter(() => this.dialog.getByTestId('close-code-send').click());
    await expect(this.page.getByTestId('toast').filter({ hasText: text(this.lang, 'login.codeSent') })).toBeVisible();
    await this.dialog.getByTestId('close-code').fill(await latestCode(phone, since));
    await this.dialog.getByTestId('close-account-submit').click();
    await expect(this.dialog.getByTestId('form-error')).toHaveText(text(this.lang, 'dataRights.close.understandRequired'));
    await this.dialog.getByTestId('close-understand').check();
    await this.dialog.getByTestId('close-account-submit').click();
    await expect(this.dialog.getByTestId('close-account-done')).toContainText(text(this.lang, 'dataRights.close.doneLead'));
  }
}
