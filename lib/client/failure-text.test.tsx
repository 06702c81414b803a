/** @jest-environment jsdom */
import type { ReactNode } from 'react';
import { renderHook } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { Code, SubCode } from '@/lib/contract/codes';
import en from '@/messages/en-US.json';
import { BffError } from './bff';
import { Cancelled, useFailureText } from './failure-text';

const wrapper = ({ children }: { children: ReactNode }) => (
  <NextIntlClientProvider locale="en-US" messages={{ errors: en.errors }}>
    {children}
  </NextIntlClientProvider>
);
const failure = () => renderHook(() => useFailureText(), { wrapper }).result.current;
const refusal = (subMsg: string | null, subCode: number | null = null, handled = false) =>
  new BffError({ code: Code.badRequest, subCode, subMsg }, handled);

describe('useFailureText', () => {
  it('has nothing to say when the visitor cancelled or the response rules acted', () => {
    expect(failure()(new Cancelled(), 'fallback')).toBeNull();
    expect(failure()(refusal('Please log in', null, true), 'fallback')).toBeNull();
  });

  it('gives the hall API’s words, else the fallback, else “something went wrong”', () => {
    expect(failure()(refusal('Order cannot be invoiced'), 'fallback')).toBe('Order cannot be invoiced');
    expect(failure()(refusal(null), 'fallback')).toBe('fallback');
    expect(failure()(refusal(null))).toBe(en.errors.internal);
  });

  it('words the account subCodes itself', () => {
    expect(failure()(refusal('whatever the hall said', SubCode.wrongPassword))).toBe(en.errors.wrongPassword);
  });

  it('says the box office cannot be reached when no answer came, unless the form has its own words', () => {
    expect(failure()(new TypeError('Failed to fetch'))).toBe(en.errors.hallUnavailable);
    expect(failure()(new TypeError('Failed to fetch'), 'fallback')).toBe('fallback');
  });
});
