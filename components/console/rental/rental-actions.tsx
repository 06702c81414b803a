'use client';

import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import {
  countersignBody,
  rentalOffer,
  rentalRejection,
  type Consultation,
  type ProjectFileView,
  type RentalOffer,
  type RentalProjectView,
} from '@/lib/contract/rental';
import { callPath } from '@/lib/contract/call';
import { staffRentalCalls } from '@/lib/contract/staff-rental-calls';
import { staffBff, staffCall } from '@/lib/client/staff-bff';
import { uploadStaffCall } from '@/lib/client/upload';
import { FILE_RULES } from '@/lib/contract/uploads';
import { useErrorText, useFormFields, type FieldErrors } from '@/lib/client/form-errors';
import { useAction } from '@/lib/client/use-action';
import { useRows } from '@/lib/client/use-rows';
import { fromHallInput, toHallInput } from '@/lib/hall-time';
import { fromYuanInput } from '@/lib/console/yuan-input';
import { formatYuanGrouped } from '@/lib/format';
import { NoteForm } from '../note-form';
import { Panel } from '@/components/ui/panel';
import { SelectField, TextAreaField, TextField, primaryButton, secondaryButton } from '@/components/ui/form-field';
import { FormMessage } from '@/components/ui/form-message';
import { FilePicker, type PickedUpload } from '@/components/ui/file-picker';
import { HallCalendar } from './hall-calendar';
import { performanceCalls } from '@/lib/contract/performance-calls';
import { useCall } from '@/lib/hooks/use-call';
import { useSave } from '../form-kit/use-save';
import { SaveBar } from '../form-kit/save-bar';

type Props = { project: RentalProjectView; changed: () => void };

const WEEK_MS = 7 * 86_400_000;
/** What the hall uploads besides the contract, whose versions have their own upload (ContractUpload). */
const STAFF_FILE_KINDS = ['rider', 'statement'] as const;

/**
 * The staff's answer to a submitted consultation: a hall and its dates held as a first or second option until a
 * date, the rent quoted and the deposit asked; the consultation's set-up and tear-down fill the dates in. Made
 * again before the deposit is paid, it offers other dates in place of the first offer (its hold replaced). The
 * hall's calendar of holds around the dates stands beside it.
 */
export function OfferForm({ project, changed }: Props) {
  const t = useTranslations('console.rental.offer');
  const again = project.process !== 'consultation';
  const { data: halls } = useCall(performanceCalls.halls, {}, undefined, staffBff);
  const asked = (project.steps.consultation ?? {}) as Consultation;
  // A lazy start: the expiry's week counts from when the form opens.
  const { values, errors, setErrors, field } = useFormFields(() => ({
    hallId: String(asked.hallId ?? project.hall?.id ?? ''),
    startsAt: toHallInput(asked.setupStart ?? null),
    endsAt: toHallInput(asked.teardownEnd ?? null),
    option: 'first',
    expiresAt: toHallInput(new Date(Date.now() + WEEK_MS).toISOString()),
    quote: '',
    deposit: '',
    note: '',
  }));
  const errorText = useErrorText();
  const { notice, busy, save } = useSave({ setErrors });

  async function submit(e: FormEvent) {
    e.preventDefault();
    const payload = {
      hallId: values.hallId,
      startsAt: fromHallInput(values.startsAt),
      endsAt: fromHallInput(values.endsAt),
      option: values.option,
      expiresAt: fromHallInput(values.expiresAt),
      quoteFen: fromYuanInput(values.quote),
      depositFen: fromYuanInput(values.deposit),
      note: values.note || undefined,
    };
    const send = (body: RentalOffer) => staffCall(staffRentalCalls.offer, { params: { id: project.id }, body });
    if (await save(rentalOffer, payload, send, t(again ? 'reofferDone' : 'done'))) changed();
  }

  const dates = { hallId: values.hallId, startsAt: fromHallInput(values.startsAt), endsAt: fromHallInput(values.endsAt) };
  return (
    <Panel title={t(again ? 'reofferTitle' : 'title')} testId="rental-offer">
      {again && <p className="text-muted mb-4 text-sm">{t('reofferLead')}</p>}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <form onSubmit={submit} noValidate className="grid content-start gap-4 sm:grid-cols-2 sm:gap-x-6">
          <SelectField id="offer-hall" label={t('hall')} {...field('hallId')} error={errorText(errors.hallId)}>
            {(halls ?? []).map((h) => (
              <option key={h.id} value={h.id}>
                {h.name}
              </option>
            ))}
          </SelectField>
          <SelectField id="offer-option" label={t('option')} {...field('option')}>
            <option value="first">{t('options.first')}</option>
            <option value="second">{t('options.second')}</option>
          </SelectField>
          <TextField id="offer-starts" type="datetime-local" label={t('startsAt')} hint={t('prefill')} {...field('startsAt')} />
          <TextField id="offer-ends" type="datetime-local" label={t('endsAt')} {...field('endsAt')} />
          <TextField id="offer-expires" type="datetime-local" label={t('expiresAt')} {...field('expiresAt')} />
          <div />
          <TextField id="offer-quote" inputMode="decimal" label={t('quote')} {...field('quote')} error={errorText(errors.quoteFen)} />
          <TextField
            id="offer-deposit"
            inputMode="decimal"
            label={t('deposit')}
            {...field('deposit')}
            error={errorText(errors.depositFen)}
          />
          <TextAreaField id="offer-note" className="sm:col-span-2" label={t('note')} rows={2} maxLength={500} {...field('note')} />
          <SaveBar
            label={t(again ? 'reofferSubmit' : 'submit')}
            testId="offer-submit"
            busy={busy}
            notice={notice}
            className="sm:col-span-2"
          />
        </form>
        <HallCalendar projectId={project.id} asked={dates} />
      </div>
    </Panel>
  );
}

/** Declining the consultation, or taking the offer back: the project ends, its hold is released, the renter reads why. */
export function RejectForm({ project, changed }: Props) {
  const t = useTranslations('console.rental.reject');
  return (
    <Panel title={t('title')} testId="rental-reject">
      <NoteForm
        id="reject"
        url={callPath(staffRentalCalls.reject, { id: project.id })}
        schema={rentalRejection}
        label={t('reason')}
        submit={t('submit')}
        done={t('done')}
        onDone={changed}
      />
    </Panel>
  );
}

/** A file of the project from the hall (a contract, a rider, a statement), sent as its own bytes; the hall API judges its content. */
export function StaffUpload({ project, changed }: Props) {
  const t = useTranslations('console.rental.upload');
  const tk = useTranslations('enterprise.projects.files.kinds');
  const [kind, setKind] = useState<(typeof STAFF_FILE_KINDS)[number]>('rider');
  const { notice, busy, run, setNotice } = useAction();

  const upload = async (file: File, picked: PickedUpload) => {
    let stored: ProjectFileView | null = null;
    const ok = await run(async () => {
      const input = { params: { id: project.id }, query: { kind, name: file.name.slice(0, 120) } };
      stored = await uploadStaffCall(staffRentalCalls.uploadFile, input, file, picked);
    });
    if (ok && stored) {
      setNotice({ ok: true, text: t('done', { name: (stored as ProjectFileView).name }) });
      changed();
    }
  };

  return (
    <div className="mt-5 flex flex-wrap items-end gap-3" data-testid="rental-upload">
      <SelectField id="upload-kind" label={t('kind')} value={kind} onChange={(e) => setKind(e.target.value as typeof kind)}>
        {STAFF_FILE_KINDS.map((k) => (
          <option key={k} value={k}>
            {tk(k)}
          </option>
        ))}
      </SelectField>
      <FilePicker
        label={t('choose')}
        rule={FILE_RULES.paper}
        onFile={upload}
        disabled={busy}
        className={secondaryButton}
        testId="upload-choose"
      />
      <FormMessage text={notice?.text} ok={notice?.ok} />
    </div>
  );
}

/** A deposit paid by transfer: the staff say whether they found it (the booking definite) or not (due again). */
export function ReceiptDecision({ project, changed }: Props) {
  const t = useTranslations('console.rental.receipt');
  const [note, setNote] = useState('');
  const { notice, busy, run } = useAction();
  const decide = async (found: boolean) => {
    const body = { found, note: note.trim() || undefined };
    if (await run(() => staffCall(staffRentalCalls.decideReceipt, { params: { id: project.id }, body }), t('done'))) changed();
  };
  return (
    <Panel title={t('title')} testId="rental-receipt">
      <p className="text-muted mb-3 text-sm">{t('lead')}</p>
      <TextAreaField id="receipt-note" label={t('note')} rows={2} maxLength={500} value={note} onChange={(e) => setNote(e.target.value)} />
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <button type="button" disabled={busy} onClick={() => decide(true)} className={primaryButton} data-testid="receipt-found">
          {t('found')}
        </button>
        <button type="button" disabled={busy} onClick={() => decide(false)} className={secondaryButton} data-testid="receipt-not-found">
          {t('notFound')}
        </button>
        <FormMessage text={notice?.text} ok={notice?.ok} />
      </div>
    </Panel>
  );
}

/** A contract version from the hall: a PDF sent as its own bytes (the hall API judges them); earlier signatures are voided. */
export function ContractUpload({ project, changed }: Props) {
  const t = useTranslations('console.rental.contract');
  const { notice, busy, run } = useAction();
  const upload = async (file: File, picked: PickedUpload) => {
    const query = { name: file.name.slice(0, 120) };
    const sent = () => uploadStaffCall(staffRentalCalls.uploadContract, { params: { id: project.id }, query }, file, picked);
    if (await run(sent, t('uploaded', { name: query.name }))) changed();
  };
  return (
    <div className="flex flex-wrap items-center gap-3" data-testid="rental-contract-upload">
      <FilePicker
        label={t('upload')}
        rule={FILE_RULES.contract}
        onFile={upload}
        disabled={busy}
        className={primaryButton}
        testId="contract-upload"
      />
      <FormMessage text={notice?.text} ok={notice?.ok} />
    </div>
  );
}

type InstalmentRow = { amount: string; due: string };

/**
 * The hall's signature on the version the renter signed, with the balance (contract less deposit) in instalments:
 * amounts in yuan and due dates, which must add up; the first is filled in with the whole balance a month out.
 */
export function Countersign({ project, changed }: Props) {
  const t = useTranslations('console.rental.contract');
  const errorText = useErrorText();
  const balanceFen = (project.contractFen ?? 0) - (project.depositFen ?? 0);
  const [signer, setSigner] = useState('');
  const { rows, set, remove, add } = useRows<InstalmentRow>(() => [
    { amount: String(balanceFen / 100), due: toHallInput(new Date(Date.now() + 30 * 86_400_000).toISOString()) },
  ]);
  const [errors, setErrors] = useState<FieldErrors>({});
  const { notice, busy, save } = useSave({ setErrors });

  async function submit(e: FormEvent) {
    e.preventDefault();
    const payload = {
      name: signer,
      instalments: rows.map((r) => ({ amountFen: fromYuanInput(r.amount), dueAt: fromHallInput(r.due) })),
    };
    const countersigned = await save(
      countersignBody,
      payload,
      (body) => staffCall(staffRentalCalls.countersign, { params: { id: project.id }, body }),
      t('countersigned'),
    );
    if (countersigned) changed();
  }

  return (
    <form onSubmit={submit} noValidate className="border-line mt-5 grid gap-3 border-t pt-4" data-testid="rental-countersign">
      <h3 className="font-medium">{t('countersignTitle')}</h3>
      <TextField
        id="countersign-name"
        label={t('signer')}
        maxLength={40}
        value={signer}
        onChange={(e) => setSigner(e.target.value)}
        error={errorText(errors.name)}
      />
      <p className="text-sm font-medium">{t('instalments', { amount: formatYuanGrouped(balanceFen) })}</p>
      {rows.map((row, i) => (
        <div key={i} className="grid items-end gap-3 sm:grid-cols-[1fr_1fr_auto]">
          <TextField
            id={`instalment-${i}-amount`}
            inputMode="decimal"
            label={t('amount', { n: String(i + 1) })}
            value={row.amount}
            onChange={(e) => set(i, { amount: e.target.value })}
          />
          <TextField
            id={`instalment-${i}-due`}
            type="datetime-local"
            label={t('due', { n: String(i + 1) })}
            value={row.due}
            onChange={(e) => set(i, { due: e.target.value })}
          />
          {rows.length > 1 && (
            <button type="button" onClick={() => remove(i)} className={secondaryButton}>
              {t('remove')}
            </button>
          )}
        </div>
      ))}
      {errors.instalments && (
        <p role="alert" className="text-brand text-sm">
          {errorText(errors.instalments)}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          onClick={() => add((all) => ({ amount: '', due: all.at(-1)?.due ?? '' }))}
          className={secondaryButton}
          data-testid="instalment-add"
        >
          {t('add')}
        </button>
        <button type="submit" disabled={busy} className={primaryButton} data-testid="countersign-submit">
          {t('countersign')}
        </button>
        <FormMessage text={notice?.text} ok={notice?.ok} />
      </div>
    </form>
  );
}
