'use client';

import { useState, type FormEvent } from 'react';
import Link from 'next/link';
import useSWR from 'swr';
import { useTranslations } from 'next-intl';
import { pagePayload, type PagePayload, type RichPage, type StaffPage } from '@/lib/contract/content-editing';
import { staffBff, staffFetcher } from '@/lib/client/staff-bff';
import { useFailureText } from '@/lib/client/failure-text';
import { useErrorText, useFormFields, validate } from '@/lib/client/form-errors';
import { primaryButton, secondaryButton } from '@/components/ui/form-field';
import { FormMessage, type Notice } from '@/components/ui/form-message';
import { Panel } from '@/components/ui/account-state';
import { RichTextField } from '../publishing/rich-text-field';

/** One rich-text page of the site (about us, a notice, the visit or rental texts) in both languages. */
export function PageEditor({ pageKey }: { pageKey: RichPage }) {
  const tc = useTranslations('common');
  const failure = useFailureText();
  const { data, error, mutate } = useSWR<StaffPage[]>(['/api/staff/pages'], staffFetcher);
  if (error) return <FormMessage text={failure(error)} />;
  const page = data?.find((p) => p.key === pageKey);
  if (!page) return <p>{tc('loading')}</p>;
  return <PageForm page={page} onSaved={() => void mutate()} />;
}

function PageForm({ page, onSaved }: { page: StaffPage; onSaved: () => void }) {
  const t = useTranslations('console.content.pages');
  const failure = useFailureText();
  const errorText = useErrorText();
  const { values, errors, setErrors, update } = useFormFields<PagePayload>({
    value: page.value,
    enValue: page.enValue,
    revision: page.revision,
  });
  const [notice, setNotice] = useState<Notice>(null);
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setNotice(null);
    const checked = validate(pagePayload, values);
    setErrors(checked.ok ? {} : checked.errors);
    if (!checked.ok) return;
    setBusy(true);
    try {
      const saved = await staffBff<StaffPage>(`/api/staff/pages/${page.key}`, { method: 'PUT', body: checked.data });
      update({ revision: saved.revision });
      setNotice({ ok: true, text: t('saved') });
      onSaved();
    } catch (error) {
      setNotice({ ok: false, text: failure(error) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="grid grid-cols-[minmax(0,1fr)] gap-6" data-testid="page-form">
      <Panel title={t(`names.${page.key}`)}>
        <div className="grid gap-4 lg:grid-cols-2">
          <div>
            <RichTextField id="page-value" label={t('value')} value={values.value} onChange={(value) => update({ value })} />
            {errors.value && <FormMessage text={errorText(errors.value)} className="mt-2" />}
          </div>
          <RichTextField id="page-enValue" label={t('enValue')} value={values.enValue} onChange={(enValue) => update({ enValue })} />
        </div>
      </Panel>
      <div className="flex flex-wrap items-center gap-4">
        <button type="submit" className={primaryButton} disabled={busy} data-testid="page-save">
          {t('save')}
        </button>
        <Link href="/console/content/pages" className={secondaryButton}>
          {t('title')}
        </Link>
        <FormMessage text={notice?.text} ok={notice?.ok} />
      </div>
    </form>
  );
}
