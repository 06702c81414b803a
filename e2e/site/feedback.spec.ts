import { test, expect } from '../accounts/fixtures';
import { LANGUAGES, text } from '../pages/language';
import { open } from '../pages/site';
import { SlidePuzzle } from '../pages/slide-puzzle';
import { feedbackCalls } from '@/lib/contract/member-calls';

// Feedback: from the footer, in both languages, a visitor's empty or too long message is
// refused in words and nothing is sent; a right one, after the slide puzzle, is thanked for.
for (const lang of LANGUAGES) {
  test.describe(`feedback (${lang})`, () => {
    test.use({ lang });

    test('reached from the footer; refused when empty or too long; sent after the puzzle', async ({ page }) => {
      const sent: string[] = [];
      page.on('request', (req) => req.method() === 'POST' && req.url().endsWith(feedbackCalls.send.path) && sent.push(req.url()));
      await open(page, '/');
      await page
        .getByTestId('footer')
        .getByRole('link', { name: text(lang, 'footer.feedback') })
        .click();
      await expect(page).toHaveURL((url) => url.pathname === '/feedback');
      await expect(page.getByRole('heading', { level: 1, name: text(lang, 'feedback.title') })).toBeVisible();

      await page.getByTestId('feedback-submit').click();
      await expect(page.getByTestId('feedback-topic-error')).toHaveText(text(lang, 'errors.feedbackTopicRequired'));
      await expect(page.getByTestId('feedback-text-error')).toHaveText(text(lang, 'errors.feedbackLength'));
      await page.getByTestId('feedback-topic').selectOption('website');
      // Typed past the limit (the field's maxlength aside, as a paste through devtools would): refused all the same.
      await page.getByTestId('feedback-text').evaluate((el: HTMLTextAreaElement) => el.removeAttribute('maxlength'));
      await page.getByTestId('feedback-text').fill('长'.repeat(2001));
      await page.getByTestId('feedback-submit').click();
      await expect(page.getByTestId('feedback-text-error')).toHaveText(text(lang, 'errors.feedbackLength'));
      expect(sent).toHaveLength(0);

      await page
        .getByTestId('feedback-text')
        .fill(lang === 'zh-CN' ? '希望网站的整月日历能按音乐厅筛选。' : 'Could the full calendar be filtered by hall, please?');
      await page.getByTestId('feedback-contact').fill('listener@example.com');
      await new SlidePuzzle(page).solveAfter(() => page.getByTestId('feedback-submit').click());
      await expect(page.getByTestId('feedback-form').getByText(text(lang, 'feedback.sent'))).toBeVisible();
      expect(sent).toHaveLength(1);
      await expect(page.getByTestId('feedback-text')).toHaveValue('');
    });
  });
}
