/** @jest-environment jsdom */
import { act, renderHook } from '@testing-library/react';
import { useState } from 'react';
import { mmss, useCountdown, type Deadline } from './use-countdown';

beforeEach(() => {
  jest.useFakeTimers();
  jest.setSystemTime(new Date('2026-05-01T12:00:00Z'));
});
afterEach(() => jest.useRealTimers());

describe('useCountdown', () => {
  it('counts down to an order’s expiresAt and stops at 0', () => {
    const { result } = renderHook(() => useCountdown('2026-05-01T12:00:03Z'));
    expect(result.current).toBe(3);
    act(() => jest.advanceTimersByTime(1000));
    expect(result.current).toBe(2);
    act(() => jest.advanceTimersByTime(5000));
    expect(result.current).toBe(0);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('is null without a deadline', () => {
    const { result } = renderHook(() => useCountdown(null));
    expect(result.current).toBeNull();
  });

  it('serves a wait set on a click: the full wait shows at once, and clearing it ends it', () => {
    const { result } = renderHook(() => {
      const [until, setUntil] = useState<Deadline>(null);
      return { left: useCountdown(until), setUntil };
    });
    act(() => result.current.setUntil(Date.now() + 59_000));
    expect(result.current.left).toBe(59);
    act(() => jest.advanceTimersByTime(58_000));
    expect(result.current.left).toBe(1);
    act(() => result.current.setUntil(null));
    expect(result.current.left).toBeNull();
    expect(jest.getTimerCount()).toBe(0);
  });
});

it('mmss writes minutes and seconds', () => {
  expect(mmss(599)).toBe('09:59');
  expect(mmss(0)).toBe('00:00');
});
