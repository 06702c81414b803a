'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useMember } from '@/lib/hooks/use-member';
import { toNextLevelFen } from '@/lib/contract/vip';
import { formatDay, formatYuanGrouped, maskPhone } from '@/lib/format';
import { AccountState } from '@/components/ui/account-state';
import { Panel } from '@/components/ui/panel';
import { PerfectInfoForm } from './perfect-info-form';

/** /userCenter: the membership card, the 'complete your information' form while it is due, the profile. */
export function MemberProfile() {
  const t = useTranslations('member');
  const { data: member, error, mutate } = useMember();
  if (!member) return <AccountState area="member" error={error} retry={() => mutate()} />;
  const none = t('notProvided');
  const sex = member.sex === 1 ? t('profile.male') : member.sex === 0 ? t('profile.female') : none;
  const details: [string, string][] = [
    [t('profile.name'), member.name || none],
    [t('profile.phone'), maskPhone(member.phone)],
    [t('profile.sex'), sex],
    [t('profile.birthday'), member.birthday || none],
    [t('profile.email'), member.email || none],
    [t('profile.industry'), member.industry || none],
  ];
  if (member.idCard) details.splice(1, 0, [t('profile.idCard'), member.idCard]);
  const next = toNextLevelFen(member.consumptionFen);
  return (
    <div className="space-y-5 lg:space-y-6">
      <div
        className="from-brand to-brand-dark relative overflow-hidden rounded-xl bg-gradient-to-br p-5 text-white shadow-md sm:p-7"
        data-testid="member-card"
      >
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div>
            <p className="text-xs tracking-[0.2em] text-white/70 uppercase">{t('profile.card')}</p>
            <p className="mt-1 font-serif text-xl font-semibold sm:text-2xl">{member.name || maskPhone(member.phone)}</p>
          </div>
          <p className="rounded-full bg-white/15 px-3 py-1 text-sm" data-testid="member-vip">
            {t('profile.vipValue', { level: String(member.vipLevel) })}
          </p>
        </div>
        <dl className="mt-6 grid grid-cols-2 gap-x-4 gap-y-4 sm:grid-cols-4">
          <div>
            <dt className="text-xs text-white/70">{t('profile.cardNo')}</dt>
            <dd className="mt-1 font-mono text-sm tracking-wider sm:text-base" data-testid="member-card-no">
              {member.cardNo}
            </dd>
          </div>
          <div>
            <dt className="text-xs text-white/70">{t('profile.spent')}</dt>
            <dd className="mt-1 text-sm sm:text-base">{formatYuanGrouped(member.consumptionFen)}</dd>
          </div>
          <div>
            <dt className="text-xs text-white/70">{t('profile.points')}</dt>
            <dd className="mt-1">
              <Link href="/userPointLog" className="text-lg font-semibold underline-offset-4 hover:underline" data-testid="member-points">
                {member.pointsBalance.toLocaleString('en-US')}
              </Link>
            </dd>
          </div>
          {member.vipExpiresAt ? (
            <div>
              <dt className="text-xs text-white/70">{t('profile.vipExpiry')}</dt>
              <dd className="mt-1 text-sm sm:text-base">{formatDay(member.vipExpiresAt)}</dd>
            </div>
          ) : (
            <div>
              <dt className="text-xs text-white/70">{t('profile.nextLevel')}</dt>
              <dd className="mt-1 text-sm sm:text-base" data-testid="member-next-level">
                {next
                  ? t('profile.nextLevelValue', { amount: formatYuanGrouped(next.fen), level: String(next.level) })
                  : t('profile.topLevel')}
              </dd>
            </div>
          )}
        </dl>
      </div>

      {!member.infoComplete ? (
        <PerfectInfoForm onSaved={() => mutate()} />
      ) : (
        <Panel
          title={t('profile.details')}
          action={
            <Link href="/accountSettings" className="text-brand text-sm hover:underline">
              {t('profile.accountLink')}
            </Link>
          }
          testId="member-details"
        >
          <dl className="divide-line grid divide-y sm:grid-cols-2 sm:gap-x-8 sm:divide-y-0">
            {details.map(([label, value]) => (
              <div key={label} className="sm:border-line flex justify-between gap-4 py-3 sm:block sm:border-b">
                <dt className="text-muted shrink-0 text-sm">{label}</dt>
                <dd className="min-w-0 text-right break-all sm:mt-1 sm:text-left">{value}</dd>
              </div>
            ))}
          </dl>
        </Panel>
      )}
    </div>
  );
}
