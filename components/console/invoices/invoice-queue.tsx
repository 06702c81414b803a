'use client';

import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { invoiceNumber, type StaffInvoiceView } from '@/lib/contract/invoices';
import { FILE_RULES } from '@/lib/contract/uploads';
import { formatDayTime, formatYuan } from '@/lib/format';
import { staffInvoiceCalls } from '@/lib/contract/staff-invoice-calls';
import { useStaffCall } from '@/lib/hooks/use-staff-call';
import { fileRefusal, newUploadKey, uploadStaffCall } from '@/lib/client/upload';
import { useErrorText } from '@/lib/client/form-errors';
import { toast } from '@/lib/client/toast';
import { useAction } from '@/lib/client/use-action';
import { TextField, primaryButton } from '@/components/ui/form-field';
import { FormMessage } from '@/components/ui/form-message';
import { Panel } from '@/components/ui/panel';
import { Pager } from '@/components/ui/pager';
import { acceptOf, useFileRefusalText } from '@/components/ui/file-picker';
import { FilterChoice } from '../filter-choice';
import { ListStatus } from '../form-kit/list-status';

const FILTERS = ['requested', 'issued'] as const;
const PAGE_SIZE = 20;

/** The invoices members asked for, oldest paid first, each issued in place; or those issued, newest first. */
export function InvoiceQueue() {
  const t = useTranslations('console.invoices');
  const [state, setState] = useState<(typeof FILTERS)[number]>('requested');
  const [page, setPage] = useState(1);
  const { data, error, mutate } = useStaffCall(staffInvoiceCalls.list, { query: { state, page, pageSize: PAGE_SIZE } });
  return (
    <Panel title={t('title')} testId="invoice-queue">
      <FilterChoice
        label={t('filter')}
        options={FILTERS}
        value={state}
        onChange={(next) => {
          setState(next);
          setPage(1);
        }}
        labelOf={(f) => t(`filters.${f}`)}
      />
      <ListStatus rows={data?.list} error={error} empty={t(state === 'requested' ? 'noneWaiting' : 'noneIssued')} />
      <ul className="divide-line divide-y">
        {data?.list.map((item) => (
          <InvoiceRequest key={item.orderId} item={item} onIssued={() => void mutate()} />
        ))}
      </ul>
      {data && <Pager page={page} total={data.total} pageSize={PAGE_SIZE} onPage={setPage} />}
    </Panel>
  );
}

function InvoiceRequest({ item, onIssued }: { item: StaffInvoiceView; onIssued: () => void }) {
  const t = useTranslations('console.invoices');
  const { invoice } = item;
  const details: [string, string | undefined][] = [
    [t('fields.title'), invoice.title],
    [t('fields.taxNo'), invoice.taxNo],
    [t('fields.bank'), invoice.bank],
    [t('fields.account'), invoice.account],
    [t('fields.address'), invoice.address],
  ];
  return (
    <li className="grid gap-3 py-4 text-sm md:grid-cols-[1fr_minmax(0,22rem)]" data-testid={`invoice-${item.orderNo}`}>
      <div className="grid gap-1">
        <p className="font-medium">
          <span className="font-mono">{item.orderNo}</span> · {formatYuan(item.payFen)}
        </p>
        <p className="text-muted">
          {t('member', { name: item.member.name ?? '', phone: item.member.phone })}
          {item.paidAt && ` · ${t('paid', { at: formatDayTime(item.paidAt) })}`}
        </p>
        <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5">
          {details
            .filter(([, value]) => value)
            .map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="text-muted">{label}</dt>
                <dd className="break-words">{value}</dd>
              </div>
            ))}
        </dl>
      </div>
      {item.state === 'issued' ? (
        <p className="bg-paper self-start rounded px-3 py-2" data-testid={`invoice-${item.orderNo}-issued`}>
          {t('issuedAs', { number: item.number ?? '', at: item.issuedAt ? formatDayTime(item.issuedAt) : '' })}
        </p>
      ) : (
        <IssueForm item={item} onIssued={onIssued} />
      )}
    </li>
  );
}

function IssueForm({ item, onIssued }: { item: StaffInvoiceView; onIssued: () => void }) {
  const t = useTranslations('console.invoices');
  const tc = useTranslations('common');
  const errorText = useErrorText();
  const refusalText = useFileRefusalText();
  const [number, setNumber] = useState('');
  // The chosen PDF, with its upload's key: sending it again (after no answer) is the same upload.
  const [file, setFile] = useState<{ pdf: File; key: string } | null>(null);
  const [sent, setSent] = useState<number | null>(null);
  const [errors, setErrors] = useState<{ number?: string; file?: string }>({});
  const { notice, busy, run } = useAction();
  const id = `invoice-${item.orderId}`;

  async function submit(e: FormEvent) {
    e.preventDefault();
    const checked = invoiceNumber.safeParse(number);
    const refusal = file && fileRefusal(file.pdf, FILE_RULES.invoice);
    const found = {
      number: checked.success ? undefined : errorText(checked.error.issues[0].message),
      file: !file ? t('fileRequired') : refusal ? refusalText(refusal) : undefined,
    };
    setErrors(found);
    if (!checked.success || !file || found.file) return;
    const issue = () =>
      uploadStaffCall(staffInvoiceCalls.issue, { params: { orderId: item.orderId }, query: { number: checked.data } }, file.pdf, {
        // An invoice is a PDF whatever the browser calls the file.
        type: 'application/pdf',
        key: file.key,
        onProgress: setSent,
      }).finally(() => setSent(null));
    // Issued, the request leaves the waiting list (and this form with it): the toast says so.
    if (await run(issue)) {
      toast(t('issued', { orderNo: item.orderNo }), { kind: 'success' });
      onIssued();
    }
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-3 self-start" data-testid={`${id}-form`}>
      <TextField
        id={`${id}-number`}
        label={t('number')}
        hint={t('numberHint')}
        inputMode="numeric"
        maxLength={20}
        value={number}
        onChange={(e) => setNumber(e.target.value)}
        error={errors.number}
      />
      <div>
        <label htmlFor={`${id}-file`} className="mb-1 block text-sm font-medium">
          {t('file')}
        </label>
        <input
          id={`${id}-file`}
          type="file"
          accept={acceptOf(FILE_RULES.invoice)}
          data-testid={`${id}-file`}
          aria-invalid={errors.file ? true : undefined}
          aria-describedby={errors.file ? `${id}-file-error` : undefined}
          onChange={(e) => {
            const chosen = e.target.files?.[0];
            setFile(chosen ? { pdf: chosen, key: newUploadKey() } : null);
          }}
          className="block w-full text-sm"
        />
        {errors.file && (
          <p id={`${id}-file-error`} role="alert" className="text-brand mt-1 text-sm">
            {errors.file}
          </p>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className={primaryButton} disabled={busy} data-testid={`${id}-issue`}>
          {t('issue')}
        </button>
        {sent !== null && (
          <span role="status" className="text-muted text-sm">
            {tc('uploadProgress', { percent: Math.round(sent * 100) })}
          </span>
        )}
        <FormMessage text={notice?.text} ok={notice?.ok} />
      </div>
    </form>
  );
}
