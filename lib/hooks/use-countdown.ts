import { useEffect, useState } from 'react';

/** Seconds left until `until` (never below 0), ticking every second while above 0. */
export function useCountdown(until: string | null | undefined): number | null {
  const left = () => (until ? Math.max(0, Math.ceil((Date.parse(until) - Date.now()) / 1000)) : null);
  const [seconds, setSeconds] = useState(left);
  useEffect(() => {
    setSeconds(left());
    if (!until) return;
    const timer = setInterval(() => {
      const next = left();
      setSeconds(next);
      if (!next) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [until]);
  return seconds;
}

export const mmss = (seconds: number) => `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
