import type { ReactNode } from 'react';

/**
 * One part of a project's record (its files, history, payments, signatures, requests, sales…): a section named by
 * its heading; `name` is the section's test id and, with "-title", its heading's id.
 */
export function ProjectSection({ name, title, children }: { name: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${name}-title`} className="mt-6" data-testid={name}>
      <h3 id={`${name}-title`} className="font-serif text-lg font-semibold">
        {title}
      </h3>
      {children}
    </section>
  );
}
