'use client';

import { useEffect, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { SUCCESS } from '@/lib/contract/codes';
import { callPath } from '@/lib/contract/call';
import { doorCalls, type DoorScanResult, type DoorSession } from '@/lib/contract/door';
import { localized, type Locale } from '@/lib/i18n/locales';
import { call } from '@/lib/client/bff';
import { checkedAnswer } from '@/lib/client/call';
import { useStaffCall } from '@/lib/hooks/use-staff-call';
import { formatDay, formatDayTime, formatTime } from '@/lib/format';
import { useSeatLabel } from '@/lib/hooks/use-seat-label';
import { SelectField, TextField } from '@/components/ui/form-field';
import { Panel } from '@/components/ui/panel';
import { QrCamera } from './qr-camera';
import { TypedCode } from '../form-kit/typed-code';

/** How long a scan may take before the door is told the box office cannot be reached (and nobody is let in). */
const SCAN_TIMEOUT_MS = 5_000;

type Outcome = { kind: 'result'; scan: DoorScanResult } | { kind: 'offline' } | { kind: 'refused'; text: string };

const todayInHall = () => formatDay(Date.now());

/** The choice's value back to the door it names. */
function doorOf(value: string): { kind: DoorSession['kind']; id: number } | null {
  const [kind, id] = value.split(':');
  return (kind === 'session' || kind === 'slot') && Number(id) > 0 ? { kind, id: Number(id) } : null;
}

const remembered = (key: string) => (typeof window === 'undefined' ? '' : (window.localStorage.getItem(key) ?? ''));

/**
 * The door's scanner (/console/checkin, phone first): the session guarded, this device's name and entrance
 * (remembered on the device), the camera reading QR codes and a field for a typed code, and for each scan a large
 * answer. A scan the hall API did not answer says so plainly: nothing is shown as admitted that was not.
 */
export function DoorScanner() {
  const t = useTranslations('console.checkin');
  const locale = useLocale() as Locale;
  // Today by default; another day for setting up ahead (the hall API reads the date in the hall's time).
  const [date, setDate] = useState(() => todayInHall());
  const { data: sessions } = useStaffCall(doorCalls.sessions, { query: { date } });
  // The door guarded: 'session:12' or 'slot:5', as the choice's value.
  const [guarded, setGuarded] = useState('');
  const door = doorOf(guarded);
  const [device, setDevice] = useState(() => remembered('door.device'));
  const [entrance, setEntrance] = useState(() => remembered('door.entrance'));
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState(false);
  const { data: count, mutate: recount } = useStaffCall(
    door?.kind === 'slot' ? doorCalls.slot : doorCalls.session,
    door ? { params: { id: door.id } } : null,
    { refreshInterval: 5_000 },
  );
  const ready = !!door && device.trim() !== '' && entrance.trim() !== '';

  useEffect(() => window.localStorage.setItem('door.device', device), [device]);
  useEffect(() => window.localStorage.setItem('door.entrance', entrance), [entrance]);

  async function scan(code: string) {
    if (!ready || busy) return;
    setBusy(true);
    const abort = new AbortController();
    const timer = setTimeout(() => abort.abort(), SCAN_TIMEOUT_MS);
    try {
      // Its own envelope read, not the console's transport: a refusal is the door's message, not a sign-in.
      const envelope = await call<DoorScanResult>(callPath(doorCalls.scan), {
        method: 'POST',
        body: { [door!.kind === 'session' ? 'sessionId' : 'slotId']: door!.id, code, device, entrance },
        signal: abort.signal,
      });
      if (envelope.code === SUCCESS) setOutcome({ kind: 'result', scan: checkedAnswer(doorCalls.scan, envelope.data) });
      // The hall API's faults (5xxxx) and a proxy's own (a 5xx page that is no envelope) alike: not checked.
      else if (envelope.code >= 50000 || (envelope.code >= 500 && envelope.code < 600)) setOutcome({ kind: 'offline' });
      else setOutcome({ kind: 'refused', text: envelope.subMsg ?? t('offline') });
      void recount();
    } catch {
      setOutcome({ kind: 'offline' });
    } finally {
      clearTimeout(timer);
      setBusy(false);
    }
  }

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-4" data-testid="door-scanner">
      <Panel title={t('setup')}>
        <div className="grid gap-3 sm:grid-cols-3">
          <TextField id="door-date" label={t('date')} type="date" value={date} onChange={(e) => setDate(e.target.value || todayInHall())} />
          <SelectField
            id="door-session"
            label={t('session')}
            value={guarded}
            onChange={(e) => setGuarded(e.target.value)}
            className="sm:col-span-2"
          >
            <option value="">{sessions?.length === 0 ? t('noSessions') : t('chooseSession')}</option>
            {(sessions ?? []).map((s) => (
              <option key={`${s.kind}:${s.id}`} value={`${s.kind}:${s.id}`}>
                {formatTime(s.startTime)} · {localized(s, 'title', locale)} · {localized(s, 'place', locale)}
              </option>
            ))}
          </SelectField>
          <TextField id="door-device" label={t('device')} maxLength={40} value={device} onChange={(e) => setDevice(e.target.value)} />
          <TextField
            id="door-entrance"
            label={t('entrance')}
            maxLength={40}
            value={entrance}
            onChange={(e) => setEntrance(e.target.value)}
          />
        </div>
      </Panel>
      {ready && (
        <>
          <ScanResult outcome={outcome} busy={busy} />
          <QrCamera onCode={(code) => void scan(code)} />
          <TypedCode id="door-code" label={t('typed')} submitLabel={t('check')} testId="door-check" busy={busy} onCode={scan} />
          {count && (
            <Panel title={t('count')} testId="door-count">
              <p className="text-3xl font-semibold tabular-nums" data-testid="door-count-admitted">
                {t('admittedOf', { admitted: count.admitted, expected: count.expected })}
              </p>
              <ul className="text-muted mt-2 text-sm">
                {count.byEntrance.map((e) => (
                  <li key={e.entrance}>{t('byEntrance', { entrance: e.entrance, admitted: e.admitted })}</li>
                ))}
              </ul>
            </Panel>
          )}
        </>
      )}
    </div>
  );
}

const TONES = {
  admitted: 'bg-green-800 text-white',
  already: 'bg-amber-300 text-ink',
  wrongSession: 'bg-brand text-white',
  void: 'bg-brand text-white',
  unknown: 'bg-brand text-white',
  offline: 'bg-ink text-white',
} as const;

/** The answer to the last scan, large enough to read at arm's length in a foyer. */
function ScanResult({ outcome, busy }: { outcome: Outcome | null; busy: boolean }) {
  const t = useTranslations('console.checkin');
  const locale = useLocale() as Locale;
  const seatLabel = useSeatLabel();
  if (!outcome) return <p className="text-muted rounded border border-dashed p-6 text-center">{busy ? t('checking') : t('waiting')}</p>;
  if (outcome.kind !== 'result') {
    return (
      <div role="alert" className={`rounded p-6 text-center ${TONES.offline}`} data-testid="door-result" data-result="offline">
        <p className="text-2xl font-semibold">{outcome.kind === 'offline' ? t('offline') : outcome.text}</p>
        <p className="mt-1 text-sm">{t('offlineHint')}</p>
      </div>
    );
  }
  const { scan } = outcome;
  const ticket = scan.ticket;
  return (
    <div role="status" className={`rounded p-6 text-center ${TONES[scan.result]}`} data-testid="door-result" data-result={scan.result}>
      <p className="text-3xl font-semibold">{t(`result.${scan.result}`)}</p>
      {scan.result === 'already' && (
        <p className="mt-1" data-testid="door-already">
          {t('alreadyAt', { at: formatDayTime(scan.admittedAt!), device: scan.device!, entrance: scan.entrance! })}
        </p>
      )}
      {scan.result === 'void' && scan.reason && <p className="mt-1">{t(`reason.${scan.reason}`)}</p>}
      {ticket && (
        <div className="mt-3 space-y-0.5">
          <p className="text-xl font-medium" data-testid="door-seat">
            {ticket.seat ? seatLabel(ticket.seat) : localized(ticket, 'className', locale)}
          </p>
          {ticket.seat && <p>{localized(ticket, 'className', locale)}</p>}
          {ticket.buyerName && (
            <p className="text-xl" data-testid="door-holder">
              {ticket.certTail ? t('holder', { name: ticket.buyerName, tail: ticket.certTail }) : t('visitor', { name: ticket.buyerName })}
            </p>
          )}
          <p className="text-sm">
            {localized(ticket, 'title', locale)} · {formatDayTime(ticket.startTime)}
          </p>
        </div>
      )}
    </div>
  );
}
