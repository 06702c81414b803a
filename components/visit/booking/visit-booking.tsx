'use client';

import { useState, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { MAX_VISITORS, VISIT_CERT_TYPES, visitor as visitorSchema, visitorsProblem, type VisitSlotView } from '@/lib/contract/visit';
import { useFailureText } from '@/lib/client/failure-text';
import { useErrorText } from '@/lib/client/form-errors';
import { openLogin } from '@/lib/client/login-events';
import { useLogin } from '@/lib/hooks/use-login';
import { formatYuan } from '@/lib/format';
import { FormMessage } from '@/components/ui/form-message';
import { submitButton } from '@/components/ui/form-field';
import { SlotPicker } from './slot-picker';
import { VisitorFields, type VisitorDraft } from './visitor-fields';
import { visitCalls } from '@/lib/contract/visit-calls';
import { bffCall } from '@/lib/client/call';
import { useCall } from '@/lib/hooks/use-call';

/** The hall's calendar day `days` from now (booking opens 7 days ahead). */
const hallDay = (days: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(Date.now() + days * 86_400_000);

let nextKey = 1;
const blank = (child = false): VisitorDraft => ({
  key: nextKey++,
  name: '',
  child,
  certType: VISIT_CERT_TYPES[0].name,
  certNo: '',
  heightCm: '',
});

type VisitorErrors = Partial<Record<'name' | 'certType' | 'certNo' | 'heightCm', string>>;

/**
 * §2 individual visit: a day and slot from the hall API with the places left, the visitors (checked with the
 * contract's rules here, and again by the hall API), the rules to accept, the total, then the order of kind
 * 'visit' is paid on /confirmOrder like a ticket order. A visitor who is not logged in is asked to log in
 * when booking, and keeps what they filled in.
 */
export function VisitBooking({ hasRules }: { hasRules: boolean }) {
  const t = useTranslations('visit.booking');
  const locale = useLocale();
  const router = useRouter();
  const failure = useFailureText();
  const errorText = useErrorText();
  const login = useLogin();
  const { data: slots } = useCall(visitCalls.slots, { query: { from: hallDay(0), to: hallDay(7) } });
  const [date, setDate] = useState<string | null>(null);
  const [slot, setSlot] = useState<VisitSlotView | null>(null);
  const [visitors, setVisitors] = useState<VisitorDraft[]>(() => [blank()]);
  const [errors, setErrors] = useState<VisitorErrors[]>([]);
  const [accepted, setAccepted] = useState(false);
  const [termsError, setTermsError] = useState(false);
  const [slotError, setSlotError] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  // Until the visitor picks a day, the first with a bookable slot is shown.
  const shownDate = date ?? slots?.find((s) => s.unbookable === null)?.date ?? null;

  const change = (i: number, patch: Partial<VisitorDraft>) => {
    setVisitors((list) => list.map((v, j) => (j === i ? { ...v, ...patch } : v)));
    setErrors((list) => list.map((e, j) => (j === i ? Object.fromEntries(Object.entries(e).filter(([k]) => !(k in patch))) : e)));
    setRefusal(null);
  };

  function check() {
    const parsed = visitors.map((v) =>
      visitorSchema.safeParse({
        name: v.name,
        child: v.child,
        certType: v.certType,
        certNo: v.certNo,
        ...(v.child ? { heightCm: v.heightCm || undefined } : {}),
      }),
    );
    const fieldErrors = parsed.map((p) => {
      const e: VisitorErrors = {};
      if (!p.success) for (const issue of p.error.issues) e[issue.path[0] as keyof VisitorErrors] ??= errorText(issue.message);
      return e;
    });
    setErrors(fieldErrors);
    setSlotError(!slot);
    setTermsError(!accepted);
    if (parsed.some((p) => !p.success)) return null;
    const data = parsed.map((p) => p.data!);
    const problem = visitorsProblem(data, slot?.date);
    if (problem) setRefusal(errorText(`errors.${problem}`) ?? null);
    if (problem || !slot || !accepted) return null;
    return { slotId: slot.id, visitors: data, termsAccepted: true as const };
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    setRefusal(null);
    const body = check();
    if (!body) return;
    if (!login.loginType) return openLogin('personal');
    setBusy(true);
    try {
      const placed = await bffCall(visitCalls.book, { body });
      router.push(`/confirmOrder?orderId=${placed.orderId}`);
    } catch (err) {
      setRefusal(failure(err, t('failed')));
      setBusy(false);
    }
  }

  const children = visitors.filter((v) => v.child).length;
  return (
    <form onSubmit={submit} noValidate className="space-y-6" data-testid="visit-booking">
      <section className="space-y-3">
        <h3 className="font-semibold">{t('step1')}</h3>
        {slots ? (
          <SlotPicker
            slots={slots}
            locale={locale}
            date={shownDate}
            slotId={slot?.id ?? null}
            onDate={(d) => (setDate(d), setSlot(null))}
            onSlot={(s) => (setSlot(s), setSlotError(false))}
          />
        ) : (
          <div className="bg-paper h-24 animate-pulse rounded" />
        )}
        {slotError && (
          <p role="alert" className="text-brand text-sm" data-testid="visit-slot-error">
            {t('slotRequired')}
          </p>
        )}
      </section>

      <section className="space-y-3">
        <h3 className="font-semibold">{t('step2')}</h3>
        <p className="text-muted text-sm">{t('visitorsHint')}</p>
        {visitors.map((v, i) => (
          <VisitorFields
            key={v.key}
            index={i}
            visitor={v}
            errors={errors[i] ?? {}}
            onChange={(patch) => change(i, patch)}
            onRemove={
              visitors.length > 1
                ? () => (setVisitors((list) => list.filter((_, j) => j !== i)), setErrors((list) => list.filter((_, j) => j !== i)))
                : undefined
            }
          />
        ))}
        {visitors.length < MAX_VISITORS && (
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className="border-line min-h-11 rounded border bg-white px-4 text-sm"
              onClick={() => setVisitors((l) => [...l, blank()])}
              data-testid="visitor-add-adult"
            >
              {t('addAdult')}
            </button>
            <button
              type="button"
              className="border-line min-h-11 rounded border bg-white px-4 text-sm"
              onClick={() => setVisitors((l) => [...l, blank(true)])}
              data-testid="visitor-add-child"
            >
              {t('addChild')}
            </button>
          </div>
        )}
      </section>

      <section className="space-y-3">
        <h3 className="font-semibold">{t('step3')}</h3>
        {/* The rules are the visit's introduction, printed once above the form; without one, the short rule is here. */}
        <p className="text-muted text-sm" data-testid="visit-rules">
          {hasRules
            ? t.rich('rulesAbove', {
                link: (words) => (
                  <a href="#visit-individual" className="text-brand underline">
                    {words}
                  </a>
                ),
              })
            : t('rulesFallback')}
        </p>
        <label className="flex items-start gap-2">
          <input
            type="checkbox"
            checked={accepted}
            onChange={(e) => (setAccepted(e.target.checked), setTermsError(false))}
            aria-invalid={termsError || undefined}
            aria-describedby={termsError ? 'visit-terms-error' : undefined}
            className="accent-brand mt-1 size-4 shrink-0"
            data-testid="visit-terms"
          />
          <span>{t('accept')}</span>
        </label>
        {termsError && (
          <p id="visit-terms-error" role="alert" className="text-brand text-sm" data-testid="visit-terms-error">
            {errorText('errors.termsRequired')}
          </p>
        )}
      </section>

      <div className="border-line flex flex-wrap items-center justify-between gap-4 border-t pt-4">
        <p data-testid="visit-total">
          {slot ? (
            <>
              {t('total', { count: visitors.length, children })}{' '}
              <strong className="text-brand text-lg">{formatYuan(slot.priceFen * visitors.length)}</strong>
            </>
          ) : (
            <span className="text-muted">{t('totalAfterSlot', { count: visitors.length })}</span>
          )}
        </p>
        <button type="submit" disabled={busy} className={`${submitButton} sm:w-auto sm:px-10`} data-testid="visit-submit">
          {busy ? t('submitting') : t('submit')}
        </button>
      </div>
      <FormMessage text={refusal} />
    </form>
  );
}
