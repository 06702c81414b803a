'use client';

import Link from 'next/link';
import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { Panel } from '@/components/ui/panel';
import { secondaryButton } from '@/components/ui/form-field';

/** No project yet: a consultation starts one (on /siteConsultation), or a talk to Venue Operations (/api/contact_us). */
export function ProjectStepsEmpty({ contact, start }: { contact: ReactNode; start?: ReactNode }) {
  const t = useTranslations('enterprise.projects.empty');
  return (
    <Panel testId="projects-empty">
      <h2 className="font-serif text-xl font-semibold">{t('title')}</h2>
      <p className="text-muted mt-2 leading-relaxed">{t('lead')}</p>
      {start && <div className="mt-4">{start}</div>}
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
