import type { ReactNode } from 'react';

/** A white card with a heading: the sections of the member and enterprise pages. */
export function Panel({ title, action, children, testId }: { title?: string; action?: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <section className="border-line rounded-lg border bg-white p-4 sm:p-6" data-testid={testId}>
      {(title || action) && (
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
          {title && <h2 className="font-serif text-xl font-semibold">{title}</h2>}
          {action}
        </div>
      )}
      {children}
    </section>
  );
}
