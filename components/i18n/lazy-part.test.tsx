/** @jest-environment jsdom */
// A part loaded later with `intl` translates with the catalog's messages where the layout gives one (a public page),
// and with the provider already above it where there is none: the staff console's language switch loads the
// one-language notice this way, and the console has its own provider and no catalog.
import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider, useTranslations } from 'next-intl';
import { CatalogProvider } from './catalog';
import { lazyPart } from './lazy-part';

function Stay() {
  const t = useTranslations('language');
  return <p data-testid="stay">{t('stay')}</p>;
}
const LaterStay = lazyPart(async () => Stay, { intl: true });
const messages = { language: { stay: '留在本页' } };

describe('a part loaded later with its translations', () => {
  it('reads the catalog on a page without a provider', async () => {
    render(
      <CatalogProvider locale="zh-CN" messages={messages}>
        <LaterStay />
      </CatalogProvider>,
    );
    expect((await screen.findByTestId('stay')).textContent).toBe('留在本页');
  });

  it('uses the provider above it where there is no catalog (the staff console)', async () => {
    render(
      <NextIntlClientProvider locale="zh-CN" messages={messages} timeZone="Asia/Shanghai">
        <LaterStay />
      </NextIntlClientProvider>,
    );
    expect((await screen.findByTestId('stay')).textContent).toBe('留在本页');
  });
});
