'use client';

import type { FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { siteSettingsPayload, type SiteSettings } from '@/lib/contract/site-settings';
import { staffContentCalls } from '@/lib/contract/staff-content-calls';
import { staffCall } from '@/lib/client/staff-bff';
import { useStaffCall } from '@/lib/hooks/use-staff-call';
import { useFailureText } from '@/lib/client/failure-text';
import { useErrorText, useFormFields } from '@/lib/client/form-errors';
import { TextField } from '@/components/ui/form-field';
import { FormMessage } from '@/components/ui/form-message';
import { Panel } from '@/components/ui/panel';
import { useSave } from '../form-kit/use-save';
import { SaveBar } from '../form-kit/save-bar';

/** The site's settings: the virtual tour's address (empty hides the tour's entries on the site). */
export function SiteSettingsForm() {
  const tc = useTranslations('common');
  const failure = useFailureText();
  const { data, error, mutate } = useStaffCall(staffContentCalls.siteSettings, {});
  if (error) return <FormMessage text={failure(error)} />;
  if (!data) return <p>{tc('loading')}</p>;
  return <SettingsForm settings={data} onSaved={(saved) => void mutate(saved, { revalidate: false })} />;
}

function SettingsForm({ settings, onSaved }: { settings: SiteSettings; onSaved: (saved: SiteSettings) => void }) {
  const t = useTranslations('console.content.settings');
  const errorText = useErrorText();
  const { values, errors, setErrors, update } = useFormFields<SiteSettings>(settings);
  const { notice, busy, save } = useSave({ setErrors });

  async function submit(e: FormEvent) {
    e.preventDefault();
    const send = async (body: SiteSettings) => {
      const saved = await staffCall(staffContentCalls.updateSiteSettings, { body });
      update(saved);
      onSaved(saved);
      return body;
    };
    // Worded from what was sent: a tour address shows the tour on the site, none hides it.
    await save(siteSettingsPayload, values, send, (sent) => (sent.virtualTourUrl ? t('savedShown') : t('savedHidden')));
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
      <SaveBar label={t('save')} testId="site-settings-save" busy={busy} notice={notice} />
    </form>
  );
}
