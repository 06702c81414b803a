import { useEffect, useState } from 'react';

/** §4: the send-code button waits 59 seconds before it may send again. */
export const CODE_WAIT_SECONDS = 59;

export function useCountdown(seconds = CODE_WAIT_SECONDS) {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((l) => l - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  return { left, running: left > 0, start: () => setLeft(seconds), stop: () => setLeft(0) };
}
