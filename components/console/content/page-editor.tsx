'use client';

import type { FormEvent } from 'react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { pagePayload, type PagePayload, type RichPage, type StaffPage } from '@/lib/contract/content-editing';
import { staffContentCalls } from '@/lib/contract/staff-content-calls';
import { staffCall } from '@/lib/client/staff-bff';
import { useStaffCall } from '@/lib/hooks/use-staff-call';
import { useFailureText } from '@/lib/client/failure-text';
import { useErrorText, useFormFields } from '@/lib/client/form-errors';
import { secondaryButton } from '@/components/ui/form-field';
import { FormMessage } from '@/components/ui/form-message';
import { Panel } from '@/components/ui/panel';
import { RichTextField } from '../publishing/rich-text-field';
import { SaveBar } from '../form-kit/save-bar';
import { useSave } from '../form-kit/use-save';

/** One rich-text page of the site (about us, a notice, the visit or rental texts) in both languages. */
export function PageEditor({ pageKey }: { pageKey: RichPage }) {
  const tc = useTranslations('common');
  const failure = useFailureText();
  const { data, error, mutate } = useStaffCall(staffContentCalls.pages, {});
  if (error) return <FormMessage text={failure(error)} />;
  const page = data?.find((p) => p.key === pageKey);
  if (!page) return <p>{tc('loading')}</p>;
  return <PageForm page={page} onSaved={() => void mutate()} />;
}

function PageForm({ page, onSaved }: { page: StaffPage; onSaved: () => void }) {
  const t = useTranslations('console.content.pages');
  const errorText = useErrorText();
  const { values, errors, setErrors, update } = useFormFields<PagePayload>({
    value: page.value,
    enValue: page.enValue,
    revision: page.revision,
  });
  const { notice, busy, save } = useSave({ setErrors });

  async function submit(e: FormEvent) {
    e.preventDefault();
    const send = async (body: PagePayload) => {
      // The next save carries the revision this one made, so a later edit elsewhere is not overwritten unseen.
      update({ revision: (await staffCall(staffContentCalls.updatePage, { params: { key: page.key }, body })).revision });
      onSaved();
    };
    await save(pagePayload, values, send, t('saved'));
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
      <SaveBar label={t('save')} testId="page-save" busy={busy} notice={notice}>
        <Link href="/console/content/pages" className={secondaryButton}>
          {t('title')}
        </Link>
      </SaveBar>
    </form>
  );
}
