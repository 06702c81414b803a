'use client';

import { useEffect, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { bannerPayload, type BannerPayload, type StaffBanner } from '@/lib/contract/content-editing';
import { staffContentCalls } from '@/lib/contract/staff-content-calls';
import { staffCall } from '@/lib/client/staff-bff';
import { useStaffCall } from '@/lib/hooks/use-staff-call';
import { useErrorText, useFormFields } from '@/lib/client/form-errors';
import { CheckboxField, TextField, secondaryButton } from '@/components/ui/form-field';
import { Panel } from '@/components/ui/panel';
import { PosterField } from '../publishing/poster-field';
import { SaveBar } from '../form-kit/save-bar';
import { useSave } from '../form-kit/use-save';
import { CancelButton } from '../form-kit/cancel-button';
import { ListStatus } from '../form-kit/list-status';
import { VisibleBadge } from '../form-kit/visible-badge';

type Values = Omit<BannerPayload, 'sort'> & { sort: string };

const EMPTY: Values = { title: '', enTitle: '', image: '', mobileImage: '', link: '', sort: '0', visible: true };
const valuesOf = ({ id: _id, ...b }: StaffBanner): Values => ({ ...b, sort: String(b.sort) });

/** The home page's banners in their order, hidden ones too; one form for a new banner or the one chosen. */
export function BannerEditor() {
  const t = useTranslations('console.content.banners');
  const { data, error, mutate } = useStaffCall(staffContentCalls.banners, {});
  const [editing, setEditing] = useState<StaffBanner | null>(null);

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <Panel testId="banner-list">
        <ListStatus rows={data} error={error} empty={t('empty')} />
        <ul className="divide-line divide-y">
          {data?.map((b) => (
            <li key={b.id} className="flex flex-wrap items-center gap-4 py-3" data-testid={`banner-${b.id}`}>
              <img src={b.image} alt="" className="h-14 w-28 shrink-0 rounded object-cover" />
              <div className="min-w-0 flex-1 basis-40 text-sm">
                <p className="font-medium">{b.title}</p>
                <p className="text-muted truncate">
                  {b.sort} · {b.link || '—'}
                </p>
              </div>
              <VisibleBadge visible={b.visible} shown={t('shown')} hidden={t('hidden')} />
              <button type="button" className={secondaryButton} onClick={() => setEditing(b)} data-testid={`banner-${b.id}-edit`}>
                {t('edit')}
              </button>
            </li>
          ))}
        </ul>
      </Panel>
      <BannerForm key={editing?.id ?? 'new'} banner={editing} onDone={() => void mutate()} onCancel={() => setEditing(null)} />
    </div>
  );
}

function BannerForm({ banner, onDone, onCancel }: { banner: StaffBanner | null; onDone: () => void; onCancel: () => void }) {
  const t = useTranslations('console.content.banners');
  const tf = useTranslations('console.content');
  const errorText = useErrorText();
  const { values, errors, setErrors, setValues, update, field } = useFormFields<Values>(banner ? valuesOf(banner) : EMPTY);
  const { notice, busy, save } = useSave({ setErrors, invalid: tf('fixFields') });
  // The banner chosen in the list above: its form comes into view, ready to type.
  useEffect(() => {
    if (banner) document.getElementById('banner-title')?.focus();
  }, [banner]);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const send = (body: BannerPayload) =>
      banner
        ? staffCall(staffContentCalls.updateBanner, { params: { id: banner.id }, body })
        : staffCall(staffContentCalls.createBanner, { body });
    if (!(await save(bannerPayload, { ...values, sort: Number(values.sort) }, send, t('saved')))) return;
    if (!banner) setValues(EMPTY);
    onDone();
  }

  return (
    <Panel title={banner ? `${t('edit')} · ${banner.title}` : t('new')} testId="banner-form">
      <form onSubmit={submit} noValidate className="grid gap-4">
        <div className="grid gap-4 md:grid-cols-2">
          <TextField id="banner-title" label={tf('fields.title')} maxLength={100} {...field('title')} />
          <TextField id="banner-enTitle" label={tf('fields.enTitle')} maxLength={160} hint={tf('enHint')} {...field('enTitle')} />
        </div>
        <div className="grid gap-4 md:grid-cols-2">
          <PosterField
            id="banner-image"
            label={t('image')}
            wide
            value={values.image}
            onChange={(image) => update({ image })}
            error={errorText(errors.image)}
          />
          <PosterField
            id="banner-mobileImage"
            label={t('mobileImage')}
            wide
            value={values.mobileImage}
            onChange={(mobileImage) => update({ mobileImage })}
            error={errorText(errors.mobileImage)}
          />
        </div>
        <div className="grid gap-4 md:grid-cols-3">
          <TextField id="banner-link" label={t('link')} maxLength={500} hint={tf('urlHint')} {...field('link')} />
          <TextField id="banner-sort" label={tf('fields.sort')} inputMode="numeric" {...field('sort')} />
        </div>
        <CheckboxField
          id="banner-visible"
          label={tf('fields.visible')}
          checked={values.visible}
          onChange={(visible) => update({ visible })}
        />
        <SaveBar label={banner ? t('save') : t('create')} testId="banner-save" busy={busy} notice={notice}>
          <CancelButton editing={banner !== null} label={t('cancelEdit')} onCancel={onCancel} />
        </SaveBar>
      </form>
    </Panel>
  );
}
