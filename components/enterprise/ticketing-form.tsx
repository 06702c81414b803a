'use client';

import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import type { Genre } from '@/lib/contract/performance';
import type { ProjectStep } from '@/lib/contract/enterprise-project';
import type { ProjectFileView } from '@/lib/contract/rental';
import { ticketingSubmission } from '@/lib/contract/rental-ticketing';
import { bffCall } from '@/lib/client/call';
import { renterCalls } from '@/lib/contract/rental-calls';
import { useErrorText, useFormFields, validate } from '@/lib/client/form-errors';
import { useAction } from '@/lib/client/use-action';
import { useRows } from '@/lib/client/use-rows';
import { fromHallInput, toHallInput } from '@/lib/hall-time';
import { fromYuanInput, toYuanInput } from '@/lib/console/yuan-input';
import { CheckboxField, SelectField, TextAreaField, TextField, primaryButton, secondaryButton } from '@/components/ui/form-field';
import { FormMessage } from '@/components/ui/form-message';
import { FILE_RULES } from '@/lib/contract/uploads';
import { uploadCall } from '@/lib/client/upload';
import { FilePicker, type PickedUpload } from '@/components/ui/file-picker';

type SessionRow = { start: string; end: string };
type ClassRow = { name: string; enName: string; price: string; seats: string };

const emptyClass: ClassRow = { name: '', enName: '', price: '', seats: '' };

/** An error under a group of rows (the sessions, the classes). */
function GroupError({ text }: { text: string | undefined }) {
  return text ? (
    <p role="alert" className="text-brand text-sm">
      {text}
    </p>
  ) : null;
}

/**
 * On /ticketing while it is the renter's move: the performance to sell (§7 PUT ticket), filled in again from what
 * was sent when the hall sent it back, with the hall's reason above it.
 */
export function TicketingForm({ step, genres, changed }: { step: ProjectStep; genres: Genre[]; changed: () => void }) {
  const t = useTranslations('enterprise.projects.ticketing');
  const errorText = useErrorText();
  const sent = step.ticketing.submission;
  const { values, errors, setErrors, field, update } = useFormFields(() => ({
    mainTitle: sent?.mainTitle ?? step.project.name,
    enMainTitle: sent?.enMainTitle ?? '',
    intro: sent?.intro ?? '',
    enIntro: sent?.enIntro ?? '',
    genreId: sent ? String(sent.genreId) : '',
    saleStartAt: toHallInput(sent?.saleStartAt ?? null),
    realName: sent?.realName ?? false,
  }));
  const sessionRows = useRows<SessionRow>(() =>
    sent ? sent.sessions.map((s) => ({ start: toHallInput(s.startTime), end: toHallInput(s.endTime) })) : [{ start: '', end: '' }],
  );
  const classRows = useRows<ClassRow>(() =>
    sent
      ? sent.classes.map((c) => ({ name: c.name, enName: c.enName, price: toYuanInput(c.priceFen), seats: String(c.seats) }))
      : [{ ...emptyClass }],
  );
  const [poster, setPoster] = useState<ProjectFileView | null>(
    () => step.files.find((f) => f.id === sent?.posterFileId) ?? step.files.findLast((f) => f.kind === 'poster') ?? null,
  );
  const { notice, busy, run } = useAction();
  if (step.process !== 'ticketing' || step.state !== 'current' || step.project.status !== 'draft') return null;
  const returned = step.events.findLast((e) => e.action === 'returnTicketing');

  const { rows: sessions, set: setSession } = sessionRows;
  const { rows: classes, set: setClass } = classRows;

  const upload = (file: File, picked: PickedUpload) =>
    run(async () => {
      const query = { projectId: step.project.id, kind: 'poster', name: file.name.slice(0, 120) } as const;
      const stored = await uploadCall(renterCalls.uploadFile, { query }, file, picked);
      setPoster(stored);
      setErrors(({ posterFileId: _gone, ...rest }) => rest);
    });

  async function submit(e: FormEvent) {
    e.preventDefault();
    const checked = validate(ticketingSubmission, {
      id: step.project.id,
      ...values,
      genreId: values.genreId,
      posterFileId: poster?.id,
      saleStartAt: fromHallInput(values.saleStartAt),
      sessions: sessions.map((s) => ({ startTime: fromHallInput(s.start), endTime: fromHallInput(s.end) })),
      classes: classes.map((c) => ({ name: c.name, enName: c.enName, priceFen: fromYuanInput(c.price), seats: c.seats })),
    });
    setErrors(checked.ok ? {} : checked.errors);
    if (!checked.ok) return;
    const body = checked.data;
    if (await run(() => bffCall(renterCalls.submitTicketing, { body }), t('submitted'))) changed();
  }

  return (
    <form onSubmit={submit} noValidate className="mt-4 space-y-5" data-testid="ticketing-form">
      {returned?.note && (
        <p className="border-brand/30 bg-brand/5 text-brand rounded border p-3 text-sm" data-testid="ticketing-returned">
          {t('returned', { note: returned.note })}
        </p>
      )}
      <p className="text-muted text-sm leading-relaxed">{t('lead')}</p>
      <div className="grid gap-4 sm:grid-cols-2 sm:gap-x-6">
        <TextField id="ticketing-title" label={t('mainTitle')} maxLength={60} {...field('mainTitle')} />
        <TextField id="ticketing-en-title" label={t('enMainTitle')} maxLength={120} {...field('enMainTitle')} />
        <SelectField id="ticketing-genre" label={t('genre')} {...field('genreId')}>
          <option value="">{t('genrePlaceholder')}</option>
          {genres.map((g) => (
            <option key={g.id} value={g.id}>
              {g.name}
            </option>
          ))}
        </SelectField>
        <TextField id="ticketing-sale-start" type="datetime-local" label={t('saleStartAt')} {...field('saleStartAt')} />
        <TextAreaField id="ticketing-intro" label={t('intro')} rows={3} maxLength={2000} {...field('intro')} />
        <TextAreaField id="ticketing-en-intro" label={t('enIntro')} rows={3} maxLength={2000} {...field('enIntro')} />
      </div>
      <CheckboxField
        id="ticketing-real-name"
        label={t('realName')}
        checked={values.realName}
        onChange={(realName) => update({ realName })}
      />
      <div className="flex flex-wrap items-center gap-3">
        <span className="text-sm font-medium">{t('poster')}</span>
        <FilePicker
          label={busy ? t('posterUploading') : t('posterChoose')}
          rule={FILE_RULES.renterPoster}
          onFile={upload}
          disabled={busy}
          className={secondaryButton}
          testId="ticketing-poster"
        />
        {poster && <span className="text-sm text-green-800">{t('posterChosen', { name: poster.name })}</span>}
        <GroupError text={errorText(errors.posterFileId)} />
      </div>

      <fieldset className="space-y-3">
        <legend className="font-medium">{t('sessions')}</legend>
        {sessions.map((s, i) => (
          <div key={i} className="grid items-end gap-3 sm:grid-cols-[1fr_1fr_auto]">
            <TextField
              id={`ticketing-session-${i}-start`}
              type="datetime-local"
              label={t('sessionStart', { n: String(i + 1) })}
              value={s.start}
              onChange={(e) => setSession(i, { start: e.target.value })}
            />
            <TextField
              id={`ticketing-session-${i}-end`}
              type="datetime-local"
              label={t('sessionEnd', { n: String(i + 1) })}
              value={s.end}
              onChange={(e) => setSession(i, { end: e.target.value })}
            />
            {sessions.length > 1 && (
              <button type="button" onClick={() => sessionRows.remove(i)} className={secondaryButton}>
                {t('remove')}
              </button>
            )}
          </div>
        ))}
        <GroupError text={errorText(errors.sessions)} />
        <button type="button" onClick={() => sessionRows.add({ start: '', end: '' })} className={secondaryButton}>
          {t('addSession')}
        </button>
      </fieldset>

      <fieldset className="space-y-3">
        <legend className="font-medium">{t('classes')}</legend>
        {classes.map((c, i) => (
          <div key={i} className="grid grid-cols-2 items-end gap-3 sm:grid-cols-[1fr_1fr_8rem_7rem_auto]">
            <TextField
              id={`ticketing-class-${i}-name`}
              label={t('className')}
              maxLength={20}
              value={c.name}
              onChange={(e) => setClass(i, { name: e.target.value })}
            />
            <TextField
              id={`ticketing-class-${i}-en-name`}
              label={t('classEnName')}
              maxLength={40}
              value={c.enName}
              onChange={(e) => setClass(i, { enName: e.target.value })}
            />
            <TextField
              id={`ticketing-class-${i}-price`}
              inputMode="decimal"
              label={t('price')}
              value={c.price}
              onChange={(e) => setClass(i, { price: e.target.value })}
            />
            <TextField
              id={`ticketing-class-${i}-seats`}
              inputMode="numeric"
              label={t('seats')}
              value={c.seats}
              onChange={(e) => setClass(i, { seats: e.target.value })}
            />
            {classes.length > 1 && (
              <button type="button" onClick={() => classRows.remove(i)} className={secondaryButton}>
                {t('remove')}
              </button>
            )}
          </div>
        ))}
        <GroupError text={errorText(errors.classes)} />
        <button type="button" onClick={() => classRows.add({ ...emptyClass })} className={secondaryButton}>
          {t('addClass')}
        </button>
      </fieldset>

      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" disabled={busy} className={primaryButton} data-testid="ticketing-submit">
          {t('submit')}
        </button>
        <FormMessage text={notice?.text} ok={notice?.ok} />
      </div>
    </form>
  );
}
