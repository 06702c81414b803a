'use client';

import Link from 'next/link';
import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { Panel } from '@/components/ui/account-state';
import { secondaryButton } from '@/components/ui/form-field';

/** No project yet: a project starts with a talk to Venue Operations, so their contacts (/api/contact_us) are the way in. */
export function ProjectStepsEmpty({ contact }: { contact: ReactNode }) {
  const t = useTranslations('enterprise.projects.empty');
  return (
    <Panel testId="projects-empty">
      <h2 className="font-serif text-xl font-semibold">{t('title')}</h2>
      <p className="text-muted mt-2 leading-relaxed">{t('lead')}</p>
      <div className="border-line mt-5 rounded border p-4">
        <h3 className="mb-2 font-medium">{t('contact')}</h3>
        <div data-testid="projects-contact">{contact}</div>
      </div>
      <Link href="/fieldInfo" className={`${secondaryButton} mt-5`}>
        {t('venue')}
      </Link>
    </Panel>
  );
}
