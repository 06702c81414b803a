import type { Locator, Page } from '@playwright/test';

/** The venue-rental project step pages (/siteConsultation … /projectSettlement). */
export class ProjectStepsPage {
  readonly nav: Locator;
  readonly list: Locator;
  readonly record: Locator;

  constructor(readonly page: Page) {
    this.nav = page.getByTestId('project-steps-nav');
    this.list = page.getByTestId('project-list');
    this.record = page.getByTestId('project-record');
  }

  step(process: string) {
    return this.nav.getByTestId(`project-step-${process}`);
  }

  project(name: string) {
    return this.list.getByTestId('project-item').filter({ hasText: name });
  }
}
