import type { ReactNode } from 'react';

/** The title band of a content page: the page's h1, an optional kicker and lead, and room for a call to action. */
export function PageBanner({ title, kicker, lead, children }: { title: string; kicker?: string; lead?: string; children?: ReactNode }) {
  return (
    <header className="bg-ink text-white">
      <div className="mx-auto max-w-7xl px-4 py-8 md:py-14">
        {kicker && <p className="text-gold-light mb-2 text-xs tracking-[0.2em] uppercase">{kicker}</p>}
        <h1 className="font-serif text-3xl font-semibold md:text-5xl">{title}</h1>
        {lead && <p className="mt-3 max-w-2xl text-sm leading-relaxed text-white/75 md:text-base">{lead}</p>}
        {children && <div className="mt-6">{children}</div>}
      </div>
    </header>
  );
}
