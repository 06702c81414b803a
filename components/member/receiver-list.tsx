'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import type { Receiver } from '@/lib/contract/member';
import { bffCall } from '@/lib/client/call';
import { receiverCalls } from '@/lib/contract/member-calls';
import { useFailureText } from '@/lib/client/failure-text';
import { maskPhone } from '@/lib/format';
import { useReceivers } from '@/lib/hooks/use-receivers';
import { Dialog } from '@/components/ui/dialog';
import { AccountState } from '@/components/ui/account-state';
import { Panel } from '@/components/ui/panel';
import { secondaryButton } from '@/components/ui/form-field';
import { FormMessage, type Notice } from '@/components/ui/form-message';
import { ConfirmButton } from './confirm-button';
import { ReceiverForm } from './receiver-form';

/** A municipality is its own city (Shanghai, Shanghai): the name is written once. */
const regionText = (r: Receiver) => [r.province, r.city === r.province ? null : r.city, r.county].filter(Boolean).join(' ');

/** The member's delivery addresses: list, add, edit, delete, and which one is the default. */
export function ReceiverList() {
  const t = useTranslations('member');
  const failure = useFailureText();
  const tc = useTranslations('common');
  const { data, error, mutate } = useReceivers();
  const [editing, setEditing] = useState<Receiver | 'new' | null>(null);
  const [notice, setNotice] = useState<Notice>(null);

  const run = async (action: () => Promise<unknown>, done: string) => {
    setNotice(null);
    try {
      await action();
      setNotice({ ok: true, text: done });
    } catch (err) {
      setNotice({ ok: false, text: failure(err, t('loadFailed')) });
    }
    await mutate();
  };
  const makeDefault = (r: Receiver) => run(() => bffCall(receiverCalls.change, { body: { ...r, isDefault: true } }), t('receivers.saved'));
  const remove = (r: Receiver) => run(() => bffCall(receiverCalls.remove, { params: { id: r.id } }), t('receivers.deleted'));

  return (
    <Panel
      title={t('receivers.title')}
      action={
        data && (
          <button
            type="button"
            onClick={() => {
              setNotice(null);
              setEditing('new');
            }}
            className={secondaryButton}
            data-testid="receiver-add"
          >
            {t('receivers.add')}
          </button>
        )
      }
      testId="receiver-panel"
    >
      {!data ? (
        <AccountState area="member" error={error} retry={() => mutate()} />
      ) : data.length === 0 ? (
        <p className="text-muted py-6 text-center">{t('receivers.empty')}</p>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2">
          {data.map((r) => (
            <li key={r.id} className={`rounded border p-4 ${r.isDefault ? 'border-brand' : 'border-line'}`} data-testid="receiver-item">
              <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <span className="font-medium">{r.name}</span>
                <span className="text-muted text-sm">{maskPhone(r.phone)}</span>
                {r.isDefault && <span className="bg-brand rounded px-1.5 py-0.5 text-xs text-white">{t('receivers.default')}</span>}
              </p>
              <p className="mt-2 text-sm leading-relaxed break-all">
                {regionText(r)} {r.address}
              </p>
              <div className="border-line mt-3 flex flex-wrap items-center justify-end gap-x-3 border-t pt-2">
                {!r.isDefault && (
                  <button
                    type="button"
                    onClick={() => makeDefault(r)}
                    className="text-muted hover:text-brand min-h-9 px-1 text-sm"
                    data-testid="receiver-make-default"
                  >
                    {t('receivers.setDefault')}
                  </button>
                )}
                <button
                  type="button"
                  onClick={() => setEditing(r)}
                  className="text-muted hover:text-brand min-h-9 px-1 text-sm"
                  data-testid="receiver-edit"
                >
                  {t('receivers.edit')}
                </button>
                <ConfirmButton
                  label={t('receivers.delete')}
                  question={t('receivers.confirmDelete')}
                  onConfirm={() => remove(r)}
                  testId="receiver-delete"
                />
              </div>
            </li>
          ))}
        </ul>
      )}
      <FormMessage text={notice?.text} ok={notice?.ok} className="mt-4" />
      <Dialog
        open={editing !== null}
        onClose={() => setEditing(null)}
        label={editing === 'new' ? t('receivers.addTitle') : t('receivers.editTitle')}
        closeLabel={tc('close')}
        variant="center"
        testId="receiver-dialog"
      >
        <h2 className="pr-8 font-serif text-xl">{editing === 'new' ? t('receivers.addTitle') : t('receivers.editTitle')}</h2>
        {editing !== null && (
          <ReceiverForm
            key={editing === 'new' ? 'new' : editing.id}
            receiver={editing === 'new' ? undefined : editing}
            onCancel={() => setEditing(null)}
            onDone={() => {
              setEditing(null);
              setNotice({ ok: true, text: t('receivers.saved') });
              void mutate();
            }}
          />
        )}
      </Dialog>
    </Panel>
  );
}
