'use client';

import { useTranslations } from 'next-intl';
import { staffPackageCalls } from '@/lib/contract/staff-package-calls';
import { staffCall } from '@/lib/client/staff-bff';
import { useStaffCall } from '@/lib/hooks/use-staff-call';
import { useFailureText } from '@/lib/client/failure-text';
import { FormMessage } from '@/components/ui/form-message';
import { Panel } from '@/components/ui/panel';
import { useAction } from '@/lib/client/use-action';

const SWITCHES = ['packageOpen', 'welfareOpen'] as const;

/**
 * What the public may see: the package card (menu entry, its pages, buying) and the public-welfare tickets. A
 * switch takes effect at once on the site; cards already sold keep paying tickets either way.
 */
export function PackageSwitches() {
  const t = useTranslations('console.packages.switches');
  const failure = useFailureText();
  const { data, error, mutate } = useStaffCall(staffPackageCalls.switches, {});
  const { notice, busy, run } = useAction();

  async function flip(key: (typeof SWITCHES)[number], on: boolean) {
    if (!data) return;
    const body = { ...data, [key]: on };
    await run(
      async () => mutate(await staffCall(staffPackageCalls.updateSwitches, { body }), false),
      t(on ? 'opened' : 'closed', { feature: t(`${key}.name`) }),
    );
  }

  return (
    <Panel title={t('title')} testId="package-switches">
      {!!error && <FormMessage text={failure(error)} />}
      <ul className="grid gap-3 md:grid-cols-2">
        {SWITCHES.map((key) => (
          <li key={key} className="border-line flex items-start gap-3 rounded border p-3">
            <input
              id={`switch-${key}`}
              type="checkbox"
              role="switch"
              className="mt-1 h-5 w-5 shrink-0"
              checked={data?.[key] ?? false}
              disabled={!data || busy}
              onChange={(e) => void flip(key, e.target.checked)}
              data-testid={`switch-${key}`}
            />
            <label htmlFor={`switch-${key}`} className="text-sm">
              <span className="block font-medium">{t(`${key}.name`)}</span>
              <span className="text-muted block">{t(`${key}.hint`)}</span>
            </label>
          </li>
        ))}
      </ul>
      <div className="mt-3">
        <FormMessage text={notice?.text} ok={notice?.ok} />
      </div>
    </Panel>
  );
}
