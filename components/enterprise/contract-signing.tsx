'use client';

import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import type { ProjectStep } from '@/lib/contract/enterprise-project';
import { contractSignBody } from '@/lib/contract/rental';
import { phone as phoneSchema } from '@/lib/contract/member';
import { bffCall } from '@/lib/client/call';
import { renterCalls } from '@/lib/contract/rental-calls';
import { enterpriseAccountCalls } from '@/lib/contract/account-calls';
import { callHref } from '@/lib/contract/call';
import { useAction } from '@/lib/client/use-action';
import { useErrorText, validate, type FieldErrors } from '@/lib/client/form-errors';
import { useEnterprise } from '@/lib/hooks/use-enterprise';
import { formatDayTime } from '@/lib/format';
import { TextField, primaryButton, secondaryButton } from '@/components/ui/form-field';
import { FormMessage } from '@/components/ui/form-message';
import { CodeField } from '@/components/account/fields';
import { useSlideGate } from '@/components/account/use-slide-gate';
import { ProjectSection } from './project-section';

/**
 * /signContract while the contract is the renter's to sign: the current version to read (in the browser's PDF viewer)
 * or download, its fingerprint, and the signature (§7 PUT protocolsign): typed name and a code texted to the
 * account's own phone. Earlier versions and every signature are listed by ContractSignatures.
 */
export function ContractSigning({ step, changed }: { step: ProjectStep; changed: () => void }) {
  const t = useTranslations('enterprise.projects.contractSign');
  const errorText = useErrorText();
  const gate = useSlideGate('enterprise');
  const { data: account } = useEnterprise();
  const [name, setName] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [reported, setReported] = useState<FieldErrors>({});
  const { notice, busy, run } = useAction();
  const { project } = step;
  if (step.process !== 'contract' || step.state !== 'current') return null;
  if (project.status === 'submitted')
    return (
      <p className="border-line bg-paper mt-5 rounded border p-4" data-testid="contract-waiting">
        {t('waiting')}
      </p>
    );
  const version = step.files.findLast((f) => f.kind === 'contract');
  if (!version)
    return (
      <p className="text-muted mt-5" data-testid="contract-none">
        {t('none')}
      </p>
    );

  async function sign(e: FormEvent) {
    e.preventDefault();
    setReported({});
    const checked = validate(contractSignBody, { id: project.id, fileId: version!.id, name, code });
    setErrors(checked.ok ? {} : checked.errors);
    if (!checked.ok) return;
    const body = checked.data;
    if (await run(() => bffCall(renterCalls.sign, { body }), t('signed'))) changed();
  }

  return (
    <div className="border-gold/40 bg-gold/5 mt-5 rounded border p-4" data-testid="contract-signing">
      <h3 className="font-serif text-lg font-semibold">{t('title')}</h3>
      <p className="text-muted mt-1 text-sm leading-relaxed">{t('lead')}</p>
      <p className="mt-3 font-medium" data-testid="contract-version">
        {t('version', { name: version.name })} · {formatDayTime(version.createdAt)}
      </p>
      <p className="text-muted mt-1 text-xs break-all" data-testid="contract-fingerprint">
        {t('fingerprint', { hash: version.sha256 })}
      </p>
      {/* Read in the browser's own viewer, not framed here: the site frames nothing (lib/security/headers.ts). */}
      <div className="mt-3 flex flex-wrap gap-3">
        <a
          href={callHref(renterCalls.file, { query: { id: version.id, inline: '1' } })}
          target="_blank"
          rel="noopener"
          className={primaryButton}
          data-testid="contract-read"
        >
          {t('read')}
        </a>
        <a
          href={callHref(renterCalls.file, { query: { id: version.id } })}
          download={version.name}
          className={secondaryButton}
          data-testid="contract-download"
        >
          {t('download')}
        </a>
      </div>
      {gate.puzzle}
      <form onSubmit={sign} noValidate hidden={gate.active} className="mt-4 grid gap-4 sm:grid-cols-2 sm:gap-x-6">
        <TextField
          id="contract-signer"
          label={t('name')}
          maxLength={40}
          value={name}
          onChange={(e) => setName(e.target.value)}
          error={errorText(errors.name)}
        />
        <CodeField
          id="contract-code"
          value={code}
          onChange={(next) => setCode(next.replace(/\D/g, ''))}
          error={reported.code ?? errorText(errors.code)}
          phone={account?.phone ?? ''}
          checkPhone={(value) => (phoneSchema.safeParse(value).success ? undefined : errorText('errors.phoneFormat'))}
          pass={gate.pass}
          request={(ticket) => bffCall(enterpriseAccountCalls.sendCode, { body: { phone: account!.phone, codeType: 'SIGN', ticket } })}
          report={(next) => setReported((old) => ({ ...old, ...next }))}
        />
        <div className="sm:col-span-2">
          <FormMessage text={notice?.text} ok={notice?.ok} />
          <button type="submit" disabled={busy || !account} className={`${primaryButton} mt-2 sm:min-w-48`} data-testid="contract-sign">
            {t('submit')}
          </button>
        </div>
      </form>
    </div>
  );
}

/** The signatures of the contract's versions: who signed which, when, and those a newer version voided. */
export function ContractSignatures({ signatures, files }: Pick<ProjectStep, 'signatures' | 'files'>) {
  const t = useTranslations('enterprise.projects.signatures');
  if (!signatures.length) return null;
  const nameOf = (fileId: number) => files.find((f) => f.id === fileId)?.name ?? '';
  return (
    <ProjectSection name="contract-signatures" title={t('title')}>
      <ul className="mt-3 space-y-2 text-sm">
        {signatures.map((s, i) => (
          <li
            key={i}
            className={s.voided ? 'text-muted line-through' : ''}
            data-testid="contract-signature"
            data-party={s.party}
            data-voided={s.voided}
          >
            {t('line', { who: t(s.party), name: s.signerName, at: formatDayTime(s.signedAt) })} · {nameOf(s.fileId)}
            {s.voided && <span className="ml-2 no-underline">({t('voided')})</span>}
          </li>
        ))}
      </ul>
    </ProjectSection>
  );
}
