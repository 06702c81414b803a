'use client';

import { useTranslations } from 'next-intl';
import { useFailureText } from '@/lib/client/failure-text';
import { FormMessage } from '@/components/ui/form-message';

/**
 * What a console list says above its rows: why it failed to load, that it is loading, or that it has no rows
 * (`empty`). A list that failed to refresh keeps the rows it had beneath the failure.
 */
export function ListStatus({ rows, error, empty }: { rows: readonly unknown[] | undefined; error: unknown; empty: string }) {
  const tc = useTranslations('common');
  const failure = useFailureText();
  return (
    <>
      {Boolean(error) && <FormMessage text={failure(error)} />}
      {!rows && !error && <p>{tc('loading')}</p>}
      {rows?.length === 0 && <p>{empty}</p>}
    </>
  );
}
