/** @jest-environment jsdom */
// The language switch's one-language notice, loaded when first needed (not part of every page's code): it brings itself into view and
// goes away cleanly when the page changes, also where scrollIntoView answers a promise (Chromium does).
import { fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import zh from '@/messages/zh-CN.json';
import { LanguageOnlyHere } from './language-only-here';

describe('LanguageOnlyHere', () => {
  it('scrolls into view, offers the other home or staying, and unmounts without error', () => {
    const scroll = jest.fn(() => Promise.resolve());
    Element.prototype.scrollIntoView = scroll as unknown as Element['scrollIntoView'];
    const goHome = jest.fn();
    const stay = jest.fn();
    const { unmount } = render(
      <NextIntlClientProvider locale="zh-CN" messages={zh}>
        <LanguageOnlyHere other="en-US" goHome={goHome} stay={stay} />
      </NextIntlClientProvider>,
    );
    expect(scroll).toHaveBeenCalledWith({ block: 'nearest' });
    expect(screen.getByTestId('language-only-here').getAttribute('lang')).toBe('en-US');
    fireEvent.click(screen.getByTestId('language-other-home'));
    expect(goHome).toHaveBeenCalled();
    expect(() => unmount()).not.toThrow();
  });
});
