'use client';

import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import type { Hall } from '@/lib/contract/performance';
import {
  consultationDraft,
  consultationSubmission,
  RENTAL_EVENT_TYPES,
  type Consultation,
  type ProjectFileView,
} from '@/lib/contract/rental';
import { bffCall } from '@/lib/client/call';
import { renterCalls } from '@/lib/contract/rental-calls';
import { useFailureText } from '@/lib/client/failure-text';
import { useErrorText, useFormFields, validate } from '@/lib/client/form-errors';
import { fromHallInput, toHallInput } from '@/lib/hall-time';
import { CheckboxField, SelectField, TextAreaField, TextField, primaryButton, secondaryButton } from '@/components/ui/form-field';
import { FormMessage, type Notice } from '@/components/ui/form-message';
import { FILE_RULES } from '@/lib/contract/uploads';
import { uploadCall } from '@/lib/client/upload';
import { FilePicker, type PickedUpload } from '@/components/ui/file-picker';

const TIMES = ['setupStart', 'eventStart', 'eventEnd', 'teardownEnd'] as const;

type Values = {
  name: string;
  hallId: string;
  setupStart: string;
  eventStart: string;
  eventEnd: string;
  teardownEnd: string;
  eventType: string;
  expectedAudience: string;
  ticketed: boolean;
  technicalNeeds: string;
  noticeAccepted: boolean;
};

const valuesOf = (saved: Consultation | null): Values => ({
  name: saved?.name ?? '',
  hallId: saved?.hallId ? String(saved.hallId) : '',
  setupStart: toHallInput(saved?.setupStart ?? null),
  eventStart: toHallInput(saved?.eventStart ?? null),
  eventEnd: toHallInput(saved?.eventEnd ?? null),
  teardownEnd: toHallInput(saved?.teardownEnd ?? null),
  eventType: saved?.eventType ?? '',
  expectedAudience: saved?.expectedAudience ? String(saved.expectedAudience) : '',
  ticketed: saved?.ticketed ?? false,
  technicalNeeds: saved?.technicalNeeds ?? '',
  noticeAccepted: false,
});

/** What the form holds, as the hall API reads it; empty fields are left out of a draft. */
function payloadOf(v: Values, projectId: number | undefined, proposalFileId: number | undefined) {
  const times = Object.fromEntries(TIMES.map((k) => [k, fromHallInput(v[k]) ?? undefined]));
  return {
    projectId,
    name: v.name,
    hallId: v.hallId ? Number(v.hallId) : undefined,
    ...times,
    eventType: v.eventType || undefined,
    expectedAudience: v.expectedAudience ? Number(v.expectedAudience) : undefined,
    ticketed: v.ticketed,
    technicalNeeds: v.technicalNeeds,
    proposalFileId,
    noticeAccepted: v.noticeAccepted,
  };
}

/**
 * The consultation (§7 temp_bookingintention, bookingintention): a new project, or the renter's draft one.
 * A proposal is uploaded to a project, so choosing one saves the draft first when there is no project yet.
 */
export function ConsultationForm({
  halls,
  projectId: startedAs,
  saved,
  proposal,
  onSaved,
  onCancel,
}: {
  halls: Hall[];
  projectId?: number;
  saved: Consultation | null;
  proposal: ProjectFileView | null;
  /** After a save or a submission: the project's id and whether it went to the hall. */
  onSaved: (projectId: number, submitted: boolean) => void;
  onCancel?: () => void;
}) {
  const t = useTranslations('enterprise.projects.consultation');
  const failure = useFailureText();
  const errorText = useErrorText();
  const { values, errors, setErrors, update, field } = useFormFields<Values>(() => valuesOf(saved));
  const [projectId, setProjectId] = useState(startedAs);
  const [file, setFile] = useState<ProjectFileView | null>(proposal);
  const [notice, setNotice] = useState<Notice>(null);
  const [busy, setBusy] = useState<'draft' | 'submit' | 'upload' | null>(null);

  async function saveDraft(): Promise<number | null> {
    const checked = validate(consultationDraft, payloadOf(values, projectId, file?.id));
    setErrors(checked.ok ? {} : checked.errors);
    if (!checked.ok) return null;
    const { projectId: id } = await bffCall(renterCalls.saveDraft, { body: checked.data });
    setProjectId(id);
    return id;
  }

  async function run(kind: 'draft' | 'submit' | 'upload', work: () => Promise<void>) {
    setBusy(kind);
    setNotice(null);
    try {
      await work();
    } catch (err) {
      setNotice({ ok: false, text: failure(err, t('title')) });
    } finally {
      setBusy(null);
    }
  }

  const draft = () =>
    run('draft', async () => {
      const id = await saveDraft();
      if (id === null) return;
      setNotice({ ok: true, text: t('saved') });
      onSaved(id, false);
    });

  async function submit(e: FormEvent) {
    e.preventDefault();
    const checked = validate(consultationSubmission, payloadOf(values, projectId, file?.id));
    setErrors(checked.ok ? {} : checked.errors);
    if (!checked.ok) return;
    await run('submit', async () => {
      await bffCall(renterCalls.submit, { body: checked.data });
      setNotice({ ok: true, text: t('submitted') });
      onSaved(checked.data.projectId!, true);
    });
  }

  // The picker has checked its type and size already.
  const upload = (chosen: File, picked: PickedUpload) =>
    run('upload', async () => {
      const id = projectId ?? (await saveDraft());
      if (id === null) return;
      const query = { projectId: id, kind: 'proposal', name: chosen.name.slice(0, 120) } as const;
      const stored = await uploadCall(renterCalls.uploadFile, { query }, chosen, picked);
      setFile(stored);
      setErrors(({ proposalFileId: _gone, ...rest }) => rest);
    });

  return (
    <form onSubmit={submit} noValidate className="space-y-5" data-testid="consultation-form">
      <p className="text-muted text-sm leading-relaxed">{t('lead')}</p>
      <div className="grid gap-4 sm:grid-cols-2 sm:gap-x-6">
        <TextField id="consultation-name" label={t('name')} maxLength={60} {...field('name')} />
        <SelectField id="consultation-hall" label={t('hall')} {...field('hallId')}>
          <option value="">{t('hallPlaceholder')}</option>
          {halls.map((h) => (
            <option key={h.id} value={h.id}>
              {h.name}
            </option>
          ))}
        </SelectField>
        {TIMES.map((key) => (
          <TextField key={key} id={`consultation-${key}`} type="datetime-local" label={t(key)} hint={t('timesHint')} {...field(key)} />
        ))}
        <SelectField id="consultation-type" label={t('eventType')} {...field('eventType')}>
          <option value="">{t('eventTypePlaceholder')}</option>
          {RENTAL_EVENT_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`eventTypes.${type}`)}
            </option>
          ))}
        </SelectField>
        <TextField
          id="consultation-audience"
          type="number"
          inputMode="numeric"
          min={1}
          max={5000}
          label={t('expectedAudience')}
          {...field('expectedAudience')}
        />
      </div>
      <CheckboxField
        id="consultation-ticketed"
        label={t('ticketed')}
        checked={values.ticketed}
        onChange={(ticketed) => update({ ticketed })}
      />
      <TextAreaField
        id="consultation-technical"
        label={t('technicalNeeds')}
        hint={t('technicalHint')}
        rows={4}
        maxLength={2000}
        {...field('technicalNeeds')}
      />
      <div>
        <p className="mb-1 block text-sm font-medium">{t('proposal')}</p>
        <div className="flex flex-wrap items-center gap-3">
          <FilePicker
            label={busy === 'upload' ? t('proposalUploading') : t('proposalChoose')}
            rule={FILE_RULES.paper}
            onFile={upload}
            disabled={busy !== null}
            className={secondaryButton}
            testId="proposal-choose"
          />
          <span className="text-sm" data-testid="proposal-name">
            {file ? t('proposalUploaded', { name: file.name }) : t('proposalHint')}
          </span>
        </div>
        {errorText(errors.proposalFileId) && (
          <p role="alert" className="text-brand mt-1 text-sm" data-testid="consultation-proposal-error">
            {errorText(errors.proposalFileId)}
          </p>
        )}
      </div>
      <div>
        <CheckboxField
          id="consultation-notice"
          label={t('noticeAccept')}
          checked={values.noticeAccepted}
          onChange={(noticeAccepted) => update({ noticeAccepted })}
        />
        {errorText(errors.noticeAccepted) && (
          <p role="alert" className="text-brand text-sm" data-testid="consultation-notice-error">
            {errorText(errors.noticeAccepted)}
          </p>
        )}
      </div>
      <FormMessage text={notice?.text} ok={notice?.ok} />
      <div className="flex flex-col gap-3 sm:flex-row">
        <button type="submit" disabled={busy !== null} className={`${primaryButton} sm:min-w-40`} data-testid="consultation-submit">
          {t('submit')}
        </button>
        <button type="button" disabled={busy !== null} onClick={draft} className={secondaryButton} data-testid="consultation-draft">
          {t('saveDraft')}
        </button>
        {onCancel && (
          <button type="button" onClick={onCancel} className={secondaryButton} data-testid="consultation-cancel">
            {t('cancel')}
          </button>
        )}
      </div>
    </form>
  );
}
