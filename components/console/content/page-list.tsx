'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { staffContentCalls } from '@/lib/contract/staff-content-calls';
import { useStaffCall } from '@/lib/hooks/use-staff-call';
import { useFailureText } from '@/lib/client/failure-text';
import { FormMessage } from '@/components/ui/form-message';
import { Panel } from '@/components/ui/panel';

/** The plain text of a page's start, for the list. */
const preview = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 80);

/** The site's rich-text pages, each with the start of its Chinese text. */
export function PageList() {
  const t = useTranslations('console.content.pages');
  const tc = useTranslations('common');
  const failure = useFailureText();
  const { data, error } = useStaffCall(staffContentCalls.pages, {});
  return (
    <Panel testId="page-list">
      {!!error && <FormMessage text={failure(error)} />}
      {!data && !error && <p>{tc('loading')}</p>}
      <ul className="divide-line divide-y">
        {data?.map((p) => (
          <li key={p.key} className="flex items-center gap-4 py-3 text-sm" data-testid={`page-${p.key}`}>
            <div className="min-w-0 flex-1">
              <Link href={`/console/content/pages/${p.key}`} className="text-brand font-medium hover:underline">
                {t(`names.${p.key}`)}
              </Link>
              <p className="text-muted truncate">{preview(p.value) || t('emptyPage')}</p>
            </div>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
