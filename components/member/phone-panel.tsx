'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useMember } from '@/lib/hooks/use-member';
import { maskPhone } from '@/lib/format';
import { Panel } from '@/components/ui/panel';
import { secondaryButton } from '@/components/ui/form-field';

/** The bound mobile number and the way to the 3-step change (/alertPhone). */
export function PhonePanel() {
  const t = useTranslations('member');
  const { data: member } = useMember();
  return (
    <Panel title={t('phone.title')} testId="phone-panel">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p>{member ? t('phone.current', { phone: maskPhone(member.phone) }) : t('loading')}</p>
        <Link href="/alertPhone" className={secondaryButton} data-testid="phone-change">
          {t('phone.change')}
        </Link>
      </div>
    </Panel>
  );
}
