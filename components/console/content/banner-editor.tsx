'use client';

import { useEffect, useState, type FormEvent } from 'react';
import useSWR from 'swr';
import { useTranslations } from 'next-intl';
import { bannerPayload, type BannerPayload, type StaffBanner } from '@/lib/contract/content-editing';
import { staffBff, staffFetcher } from '@/lib/client/staff-bff';
import { useFailureText } from '@/lib/client/failure-text';
import { useErrorText, useFormFields, validate } from '@/lib/client/form-errors';
import { CheckboxField, TextField, primaryButton, secondaryButton } from '@/components/ui/form-field';
import { FormMessage, type Notice } from '@/components/ui/form-message';
import { Panel } from '@/components/ui/account-state';
import { PosterField } from '../publishing/poster-field';

type Values = Omit<BannerPayload, 'sort'> & { sort: string };

const EMPTY: Values = { title: '', enTitle: '', image: '', mobileImage: '', link: '', sort: '0', visible: true };
const valuesOf = ({ id: _id, ...b }: StaffBanner): Values => ({ ...b, sort: String(b.sort) });

/** The home page's banners in their order, hidden ones too; one form for a new banner or the one chosen. */
export function BannerEditor() {
  const t = useTranslations('console.content.banners');
  const tc = useTranslations('common');
  const failure = useFailureText();
  const { data, error, mutate } = useSWR<StaffBanner[]>(['/api/staff/banners'], staffFetcher);
  const [editing, setEditing] = useState<StaffBanner | null>(null);

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <Panel testId="banner-list">
        {error && <FormMessage text={failure(error)} />}
        {!data && !error && <p>{tc('loading')}</p>}
        {data?.length === 0 && <p>{t('empty')}</p>}
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
              <span className={`rounded px-2 py-0.5 text-xs ${b.visible ? 'bg-emerald-700 text-white' : 'bg-stone-200 text-stone-800'}`}>
                {b.visible ? t('shown') : t('hidden')}
              </span>
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
  const failure = useFailureText();
  const errorText = useErrorText();
  const { values, errors, setErrors, setValues, update, field } = useFormFields<Values>(banner ? valuesOf(banner) : EMPTY);
  const [notice, setNotice] = useState<Notice>(null);
  const [busy, setBusy] = useState(false);
  // The banner chosen in the list above: its form comes into view, ready to type.
  useEffect(() => {
    if (banner) document.getElementById('banner-title')?.focus();
  }, [banner]);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setNotice(null);
    const checked = validate(bannerPayload, { ...values, sort: Number(values.sort) });
    setErrors(checked.ok ? {} : checked.errors);
    if (!checked.ok) {
      setNotice({ ok: false, text: tf('fixFields') });
      return;
    }
    setBusy(true);
    try {
      await staffBff(banner ? `/api/staff/banners/${banner.id}` : '/api/staff/banners', {
        method: banner ? 'PUT' : 'POST',
        body: checked.data,
      });
      setNotice({ ok: true, text: t('saved') });
      if (!banner) setValues(EMPTY);
      onDone();
    } catch (error) {
      setNotice({ ok: false, text: failure(error) });
    } finally {
      setBusy(false);
    }
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
        <div className="flex flex-wrap items-center gap-4">
          <button type="submit" className={primaryButton} disabled={busy} data-testid="banner-save">
            {banner ? t('save') : t('create')}
          </button>
          {banner && (
            <button type="button" className={secondaryButton} onClick={onCancel}>
              {t('cancelEdit')}
            </button>
          )}
          <FormMessage text={notice?.text} ok={notice?.ok} />
        </div>
      </form>
    </Panel>
  );
}
