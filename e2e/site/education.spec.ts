import { test, expect } from '../fixtures';
import { LANGUAGES, isInLanguage, text } from '../pages/language';
import { expectStamped, open } from '../pages/site';
import { callOf } from '../support/accounts';
import { contentCalls } from '@/lib/contract/content-calls';

// §2: /artEducationDes2 keeps the brand's `type` and `category` and uses them: beside the brand, the
// other brands of its category, its own series (type) first; /artEducationDes takes `param` alone.
for (const lang of LANGUAGES) {
  test.describe(`education brands (${lang})`, () => {
    test.use({ lang });

    test('a brand open to everyone opens /artEducationDes2 with its type and category, its series listed first', async ({ page }) => {
      const brands = await callOf(page.request, contentCalls.brands, {});
      const brand = brands.find(
        (b) => b.category !== 0 && brands.some((o) => o.id !== b.id && o.type === b.type && o.category === b.category),
      )!;
      const series = brands.filter((b) => b.id !== brand.id && b.category === brand.category && b.type === brand.type);

      await open(page, '/artEducation');
      await page
        .getByTestId('brand-card')
        .filter({ hasText: lang === 'en-US' ? brand.enName! : brand.name })
        .getByRole('link')
        .click();
      await expectStamped(page, '/artEducationDes2');
      const url = new URL(page.url());
      expect([url.searchParams.get('param'), url.searchParams.get('type'), url.searchParams.get('category')]).toEqual([
        String(brand.id),
        String(brand.type),
        String(brand.category),
      ]);
      const heading = (await page.getByRole('heading', { level: 1 }).innerText()).trim();
      expect(isInLanguage(heading, lang), `"${heading}" is not in ${lang}`).toBe(true);
      await expect(page.getByRole('heading', { level: 2, name: text(lang, 'education.sameSeries') })).toBeVisible();
      const others = page.getByTestId('other-brands').getByRole('link');
      await expect(others.first()).toHaveText(lang === 'en-US' ? series[0].enName! : series[0].name);
      // Every one of them is of this category: the page asked /api/brand for it.
      const inCategory = brands.filter((b) => b.id !== brand.id && b.category === brand.category).length;
      await expect(others).toHaveCount(inCategory);

      // An old link without type and category reads the brand's own.
      await open(page, `/artEducationDes2?param=${brand.id}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page.getByTestId('other-brands').getByRole('link')).toHaveCount(inCategory);
    });

    test('the brand list (§3 session state): in the footer, and under Art education in the phone’s menu', async ({ page }, info) => {
      const brands = await callOf(page.request, contentCalls.brands, {});
      await open(page, '/');
      const footer = page.getByTestId('footer-brands').getByRole('link');
      await expect(footer).toHaveCount(brands.length);
      await expect(footer.first()).toHaveText(lang === 'en-US' ? brands[0].enName! : brands[0].name);
      if (info.project.name === 'phone') {
        await page.getByTestId('menu-open').click();
        await expect(page.getByTestId('menu-brands').getByRole('link')).toHaveCount(brands.length);
        await page.getByRole('button', { name: text(lang, 'header.closeMenu') }).click();
      }
      await footer.last().click();
      await expect(page).toHaveURL(
        (url) => url.pathname.startsWith('/artEducationDes') && url.searchParams.get('param') === String(brands.at(-1)!.id),
      );
    });

    test('a brand for young people opens /artEducationDes by its param alone', async ({ page }) => {
      await open(page, '/artEducation');
      const link = page.getByTestId('brand-card').getByRole('link').first();
      expect(new URL((await link.getAttribute('href'))!, 'http://x').search).toMatch(/^\?param=\d+$/);
      await link.click();
      await expectStamped(page, '/artEducationDes');
    });
  });
}
