'use client';

import type { TourWords } from '@/lib/i18n/layout-words';
import { useVirtualTour } from '@/lib/hooks/use-session-flags';
import { TourIcon } from '@/components/ui/icons';

/**
 * The virtual tour's entry (§3 session state): offered only when the hall has set the tour's address, opened in a
 * new page (the tour is another site). Known and absent, a hidden marker says so (the tests wait for it).
 */
export function VirtualTourLink({ variant, words }: { variant: 'icon' | 'button'; words: TourWords }) {
  const url = useVirtualTour();
  if (url === undefined) return null;
  if (url === null) return <span hidden data-testid={`virtual-tour-none-${variant}`} />;
  return variant === 'icon' ? (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={words.virtualTourNewPage}
      title={words.virtualTour}
      data-testid="virtual-tour-icon"
      className="hover:text-brand hidden rounded p-2 sm:block"
    >
      <TourIcon />
    </a>
  ) : (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      data-testid="virtual-tour-button"
      className="border-brand text-brand hover:bg-brand inline-flex min-h-11 items-center gap-2 rounded border px-4 hover:text-white"
    >
      <TourIcon />
      {words.virtualTour}
      <span className="sr-only">{words.opensNewPage}</span>
    </a>
  );
}
