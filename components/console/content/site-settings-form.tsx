'use client';

import { type FormEvent } from 'react';
import useSWR from 'swr';
import { useTranslations } from 'next-intl';
import { siteSettingsPayload, type SiteSettings } from '@/lib/contract/site-settings';
import { staffBff, staffFetcher } from '@/lib/client/staff-bff';
import { useFailureText } from '@/lib/client/failure-text';
import { useErrorText, useFormFields, validate } from '@/lib/client/form-errors';
import { useAction } from '@/lib/client/use-action';
import { primaryButton, TextField } from '@/components/ui/form-field';
import { FormMessage } from '@/components/ui/form-message';
import { Panel } from '@/components/ui/account-state';

/** The site's settings: the virtual tour's address (empty hides the tour's entries on the site). */
export function SiteSettingsForm() {
  const tc = useTranslations('common');
  const failure = useFailureText();
  const { data, error, mutate } = useSWR<SiteSettings>(['/api/staff/site-settings'], staffFetcher);
  if (error) return <FormMessage text={failure(error)} />;
  if (!data) return <p>{tc('loading')}</p>;
  return <SettingsForm settings={data} onSaved={(saved) => void mutate(saved, { revalidate: false })} />;
}

function SettingsForm({ settings, onSaved }: { settings: SiteSettings; onSaved: (saved: SiteSettings) => void }) {
  const t = useTranslations('console.content.settings');
  const errorText = useErrorText();
  const { values, errors, setErrors, update } = useFormFields<SiteSettings>(settings);
  const { notice, busy, run } = useAction();

  async function submit(e: FormEvent) {
    e.preventDefault();
    const checked = validate(siteSettingsPayload, values);
    setErrors(checked.ok ? {} : checked.errors);
    if (!checked.ok) return;
    await run(
      async () => {
        const saved = await staffBff<SiteSettings>('/api/staff/site-settings', { method: 'PUT', body: checked.data });
        update(saved);
        onSaved(saved);
      },
      checked.data.virtualTourUrl ? t('savedShown') : t('savedHidden'),
    );
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-6" data-testid="site-settings-form">
      <Panel title={t('tourTitle')}>
        <TextField
          id="virtualTourUrl"
          type="url"
          inputMode="url"
          label={t('tourUrl')}
          hint={t('tourHint')}
          placeholder="https://"
          value={values.virtualTourUrl}
          onChange={(e) => update({ virtualTourUrl: e.target.value })}
          error={errors.virtualTourUrl && errorText(errors.virtualTourUrl)}
          maxLength={500}
        />
      </Panel>
      <div className="flex flex-wrap items-center gap-4">
        <button type="submit" className={primaryButton} disabled={busy} data-testid="site-settings-save">
          {t('save')}
        </button>
        <FormMessage text={notice?.text} ok={notice?.ok} />
      </div>
    </form>
  );
}
