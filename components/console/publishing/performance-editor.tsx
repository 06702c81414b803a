'use client';

import type { ComponentProps, FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { performancePayload, type PerformancePayload, type StaffPerformance } from '@/lib/contract/publishing';
import { staffPublishingCalls } from '@/lib/contract/staff-publishing-calls';
import { localized, type Locale } from '@/lib/i18n/locales';
import { fromHallInput, toHallInput } from '@/lib/hall-time';
import { staffBff, staffCall } from '@/lib/client/staff-bff';
import { useFailureText } from '@/lib/client/failure-text';
import { useErrorText, useFormFields, type TextKey } from '@/lib/client/form-errors';
import { CheckboxField, SelectField, TextField } from '@/components/ui/form-field';
import { FormMessage } from '@/components/ui/form-message';
import { Panel } from '@/components/ui/panel';
import { PosterField } from './poster-field';
import { RichTextField } from './rich-text-field';
import { RowsField } from './rows-field';
import { SessionsPanel } from './sessions-panel';
import { performanceCalls } from '@/lib/contract/performance-calls';
import { useCall } from '@/lib/hooks/use-call';
import { useStaffCall } from '@/lib/hooks/use-staff-call';
import { SaveBar } from '../form-kit/save-bar';
import { useSave } from '../form-kit/use-save';

/** The form's values: the payload, with numbers and times as their inputs hold them. */
type Values = Omit<PerformancePayload, 'saleStartAt' | 'durationMinutes' | 'childHeightLimitCm' | 'genreId' | 'hallId'> & {
  saleStartAt: string;
  durationMinutes: string;
  childHeightLimitCm: string;
  genreId: string;
  hallId: string;
};

const BILINGUAL = ['mainTitle', 'subtitle', 'series', 'monthQuarter', 'organizer', 'host', 'coHost', 'discount'] as const;
const ARTIST_KEYS = ['name', 'enName', 'role', 'enRole'] as const;
const WORK_KEYS = ['composer', 'enComposer', 'work', 'enWork'] as const;

const empty = (): Values => ({
  category: 0,
  genreId: '',
  hallId: '',
  mainTitle: '',
  enMainTitle: '',
  subtitle: '',
  enSubtitle: '',
  series: '',
  enSeries: '',
  monthQuarter: '',
  enMonthQuarter: '',
  organizer: '',
  enOrganizer: '',
  host: '',
  enHost: '',
  coHost: '',
  enCoHost: '',
  poster: '',
  intro: '',
  enIntro: '',
  purchaseNotes: '',
  enPurchaseNotes: '',
  discount: '',
  enDiscount: '',
  artists: [],
  repertoire: [],
  durationMinutes: '120',
  saleStartAt: '',
  isRecommend: false,
  isHot: false,
  realName: false,
  season: false,
  childHeightLimitCm: '',
  visible: false,
});

const valuesOf = ({ id: _id, sessions: _s, ...p }: StaffPerformance): Values => ({
  ...p,
  genreId: String(p.genreId),
  hallId: String(p.hallId),
  durationMinutes: String(p.durationMinutes),
  childHeightLimitCm: p.childHeightLimitCm === null ? '' : String(p.childHeightLimitCm),
  saleStartAt: toHallInput(p.saleStartAt),
});

const payloadOf = (v: Values) => ({
  ...v,
  genreId: Number(v.genreId) || 0,
  hallId: Number(v.hallId) || 0,
  durationMinutes: Number(v.durationMinutes),
  childHeightLimitCm: v.childHeightLimitCm.trim() === '' ? null : Number(v.childHeightLimitCm),
  saleStartAt: fromHallInput(v.saleStartAt) ?? '',
});

/** Creating (no id) or editing a performance: every field the public pages show, then its sessions. */
export function PerformanceEditor({ id }: { id?: number }) {
  const existing = useStaffCall(staffPublishingCalls.performance, id ? { params: { id } } : null);
  const t = useTranslations('console.editor');
  const tc = useTranslations('common');
  const failure = useFailureText();
  if (id && existing.error) return <FormMessage text={failure(existing.error)} />;
  if (id && !existing.data) return <p>{tc('loading')}</p>;
  return (
    <div className="grid gap-6">
      <PerformanceForm
        key={id ?? 'new'}
        id={id}
        initial={existing.data ? valuesOf(existing.data) : empty()}
        onSaved={() => void existing.mutate()}
      />
      {existing.data && <SessionsPanel performance={existing.data} onChanged={() => void existing.mutate()} />}
      {!id && <p className="text-muted text-sm">{t('sessionsAfterSave')}</p>}
    </div>
  );
}

function PerformanceForm({ id, initial, onSaved }: { id?: number; initial: Values; onSaved: () => void }) {
  const t = useTranslations('console.editor');
  const locale = useLocale() as Locale;
  const router = useRouter();
  const errorText = useErrorText();
  const { values, errors, setErrors, bind, update, field } = useFormFields<Values>(initial);
  const { notice, busy, save } = useSave({ setErrors, invalid: t('fixFields') });
  const halls = useCall(performanceCalls.halls, {}, undefined, staffBff);
  const genres = useCall(performanceCalls.genres, {}, undefined, staffBff);

  async function submit(e: FormEvent) {
    e.preventDefault();
    // A new performance opens as itself once created; an edited one says whether it is now on the site.
    const done = id ? (values.visible ? t('savedPublished') : t('savedDraft')) : undefined;
    await save(
      performancePayload,
      payloadOf(values),
      async (body) => {
        const saved = id
          ? await staffCall(staffPublishingCalls.updatePerformance, { params: { id }, body })
          : await staffCall(staffPublishingCalls.createPerformance, { body });
        if (id) onSaved();
        else router.replace(`/console/performances/${saved.id}?created=1`);
      },
      done,
    );
  }

  const text = (name: TextKey<Values>, label: string, extra: Partial<ComponentProps<typeof TextField>> = {}) => (
    <TextField key={name} id={`performance-${name}`} label={label} {...field(name)} {...extra} />
  );

  return (
    <form onSubmit={submit} noValidate className="grid gap-6" data-testid="performance-form">
      <Panel title={t('basics')}>
        <div className="grid gap-4 md:grid-cols-3">
          <SelectField
            id="performance-category"
            label={t('category')}
            value={String(values.category)}
            onChange={(e) => update({ category: e.target.value === '1' ? 1 : 0 })}
          >
            <option value="0">{t('categories.0')}</option>
            <option value="1">{t('categories.1')}</option>
          </SelectField>
          <SelectField
            id="performance-genreId"
            label={t('genre')}
            value={values.genreId}
            onChange={bind('genreId')}
            error={errorText(errors.genreId)}
          >
            <option value="">{t('choose')}</option>
            {genres.data?.map((g) => (
              <option key={g.id} value={g.id}>
                {localized(g, 'name', locale)}
              </option>
            ))}
          </SelectField>
          <SelectField
            id="performance-hallId"
            label={t('hall')}
            value={values.hallId}
            onChange={bind('hallId')}
            error={errorText(errors.hallId)}
          >
            <option value="">{t('choose')}</option>
            {halls.data?.map((h) => (
              <option key={h.id} value={h.id}>
                {localized(h, 'name', locale)}
              </option>
            ))}
          </SelectField>
        </div>
        <div className="mt-4 grid gap-4 md:grid-cols-2">
          {BILINGUAL.flatMap((name) => {
            const en = `en${name[0].toUpperCase()}${name.slice(1)}` as TextKey<Values>;
            return [text(name, t(`fields.${name}`)), text(en, t(`fields.${name}En`))];
          })}
        </div>
      </Panel>

      <Panel title={t('texts')}>
        <div className="grid gap-4 lg:grid-cols-2">
          <RichTextField id="performance-intro" label={t('fields.intro')} value={values.intro} onChange={(intro) => update({ intro })} />
          <RichTextField
            id="performance-enIntro"
            label={t('fields.introEn')}
            value={values.enIntro}
            onChange={(enIntro) => update({ enIntro })}
          />
          <RichTextField
            id="performance-purchaseNotes"
            label={t('fields.purchaseNotes')}
            value={values.purchaseNotes}
            onChange={(purchaseNotes) => update({ purchaseNotes })}
          />
          <RichTextField
            id="performance-enPurchaseNotes"
            label={t('fields.purchaseNotesEn')}
            value={values.enPurchaseNotes}
            onChange={(enPurchaseNotes) => update({ enPurchaseNotes })}
          />
        </div>
      </Panel>

      <Panel title={t('people')}>
        <div className="grid gap-6">
          <RowsField
            id="performance-artists"
            legend={t('artists')}
            keys={ARTIST_KEYS}
            labels={{
              name: t('fields.artistName'),
              enName: t('fields.artistNameEn'),
              role: t('fields.artistRole'),
              enRole: t('fields.artistRoleEn'),
            }}
            rows={values.artists}
            onChange={(artists) => update({ artists })}
          />
          <RowsField
            id="performance-repertoire"
            legend={t('repertoire')}
            keys={WORK_KEYS}
            labels={{
              composer: t('fields.composer'),
              enComposer: t('fields.composerEn'),
              work: t('fields.work'),
              enWork: t('fields.workEn'),
            }}
            rows={values.repertoire}
            onChange={(repertoire) => update({ repertoire })}
          />
          {(errors.artists || errors.repertoire) && <FormMessage text={errorText(errors.artists ?? errors.repertoire)} />}
        </div>
      </Panel>

      <Panel title={t('sale')}>
        <PosterField value={values.poster} onChange={(poster) => update({ poster })} error={errorText(errors.poster)} />
        <div className="mt-4 grid gap-4 md:grid-cols-3">
          {text('saleStartAt', t('fields.saleStartAt'), { type: 'datetime-local', hint: t('hallTime') })}
          {text('durationMinutes', t('fields.durationMinutes'), { inputMode: 'numeric' })}
          {text('childHeightLimitCm', t('fields.childHeightLimitCm'), { inputMode: 'numeric', hint: t('childHeightHint') })}
        </div>
        <div className="mt-4 flex flex-wrap gap-x-6">
          <CheckboxField
            id="performance-realName"
            label={t('fields.realName')}
            checked={values.realName}
            onChange={(realName) => update({ realName })}
          />
          <CheckboxField
            id="performance-season"
            label={t('fields.season')}
            checked={values.season}
            onChange={(season) => update({ season })}
          />
          <CheckboxField
            id="performance-isRecommend"
            label={t('fields.isRecommend')}
            checked={values.isRecommend}
            onChange={(isRecommend) => update({ isRecommend })}
          />
          <CheckboxField id="performance-isHot" label={t('fields.isHot')} checked={values.isHot} onChange={(isHot) => update({ isHot })} />
          <CheckboxField
            id="performance-visible"
            label={t('fields.visible')}
            checked={values.visible}
            onChange={(visible) => update({ visible })}
          />
        </div>
      </Panel>

      <SaveBar label={id ? t('save') : t('create')} testId="performance-save" busy={busy} notice={notice} />
    </form>
  );
}
