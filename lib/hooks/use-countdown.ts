import { useEffect, useState } from 'react';

/** A moment to count down to: an ISO time from the hall API, or milliseconds since the epoch. */
export type Deadline = string | number | null | undefined;

const secondsUntil = (until: Deadline) =>
  until ? Math.max(0, Math.ceil(((typeof until === 'number' ? until : Date.parse(until)) - Date.now()) / 1000)) : null;

/**
 * Seconds left until `until` (never below 0; null without one), ticking every second while above 0. The one
 * countdown of the site: an order's payment window (its `expiresAt`) and the send-code button's wait (a
 * deadline the button sets when it sends).
 */
export function useCountdown(until: Deadline): number | null {
  const [seconds, setSeconds] = useState(() => secondsUntil(until));
  const [counting, setCounting] = useState(until);
  // A new deadline shows in the same render, so a button that has just started its wait is never seen idle.
  if (counting !== until) {
    setCounting(until);
    setSeconds(secondsUntil(until));
  }
  useEffect(() => {
    if (!until) return;
    const timer = setInterval(() => {
      const next = secondsUntil(until);
      setSeconds(next);
      if (!next) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [until]);
  return seconds;
}

export const mmss = (seconds: number) => `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
