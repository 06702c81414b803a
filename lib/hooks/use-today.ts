'use client';

import { useState } from 'react';
import { formatDay } from '@/lib/format';

/**
 * The hall's day (Asia/Shanghai) when the component mounted, as `YYYY-MM-DD`, and that moment's time. Read
 * once per mount: a render must not read the clock, or two renders of one screen around midnight would show
 * two different weeks.
 */
export function useToday(): { today: string; now: number } {
  const [now] = useState(() => Date.now());
  return { today: formatDay(now), now };
}
