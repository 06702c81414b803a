'use client';

import { useEffect, useRef, type ReactNode } from 'react';

/**
 * On phones a row of tabs scrolls sideways; this brings the current one (aria-current="page") into the middle
 * of its row once, so the last tabs are not chosen out of sight.
 */
export function ActiveInView({ children, className }: { children: ReactNode; className?: string }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const current = box.current?.querySelector<HTMLElement>('[aria-current="page"]');
    const row = current?.closest('ul');
    if (!current || !row || row.scrollWidth <= row.clientWidth) return;
    row.scrollLeft = current.offsetLeft - row.offsetLeft - (row.clientWidth - current.offsetWidth) / 2;
  }, []);
  return (
    <div ref={box} className={className}>
      {children}
    </div>
  );
}
