'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { ChevronLeft, ChevronRight } from './icons';

type Hidden = { start: boolean; end: boolean };

/**
 * On phones a row of tabs scrolls sideways; this brings the current one (aria-current="page") into the middle
 * of its row, so the last tabs are not chosen out of sight (again when tabs shown after hydration move it, until
 * the visitor scrolls the row), and marks each edge that hides tabs with a fade and an arrow, so a tab cut at the
 * edge reads as "more this way", not as the end of the row.
 */
export function ActiveInView({ children, className }: { children: ReactNode; className?: string }) {
  const box = useRef<HTMLDivElement>(null);
  const [hidden, setHidden] = useState<Hidden>({ start: false, end: false });
  useEffect(() => {
    const row = box.current?.querySelector('ul');
    if (!row) return;
    let touched = false;
    const center = () => {
      const current = row.querySelector<HTMLElement>('[aria-current="page"]');
      if (touched || !current || row.scrollWidth <= row.clientWidth) return;
      row.scrollLeft = current.offsetLeft - row.offsetLeft - (row.clientWidth - current.offsetWidth) / 2;
    };
    const touch = () => void (touched = true);
    center();
    const added = new MutationObserver(center);
    added.observe(row, { childList: true, subtree: true });
    for (const event of ['pointerdown', 'wheel', 'keydown'] as const) row.addEventListener(event, touch, { passive: true });
    const measure = () => {
      const start = row.scrollLeft > 1;
      const end = row.scrollLeft + row.clientWidth < row.scrollWidth - 1;
      setHidden((was) => (was.start === start && was.end === end ? was : { start, end }));
    };
    measure();
    row.addEventListener('scroll', measure, { passive: true });
    const resized = new ResizeObserver(measure);
    resized.observe(row);
    return () => {
      row.removeEventListener('scroll', measure);
      for (const event of ['pointerdown', 'wheel', 'keydown'] as const) row.removeEventListener(event, touch);
      added.disconnect();
      resized.disconnect();
    };
  }, []);
  // The rows reach the screen's edges on phones (-mx-4), and sit within the column from lg.
  const cue = 'pointer-events-none absolute top-0 bottom-0.5 flex w-12 items-center text-muted';
  return (
    <div ref={box} className={`relative ${className ?? ''}`}>
      {children}
      {hidden.start && (
        <span
          aria-hidden
          className={`${cue} from-paper via-paper/90 -left-4 bg-gradient-to-r to-transparent pl-1 lg:left-0`}
          data-testid="scroll-more-start"
        >
          <ChevronLeft />
        </span>
      )}
      {hidden.end && (
        <span
          aria-hidden
          className={`${cue} from-paper via-paper/90 -right-4 justify-end bg-gradient-to-l to-transparent pr-1 lg:right-0`}
          data-testid="scroll-more-end"
        >
          <ChevronRight />
        </span>
      )}
    </div>
  );
}
