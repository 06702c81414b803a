import type { ReactNode } from 'react';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { StaffMe } from '@/lib/contract/staff';
import type { Locale } from '@/lib/i18n/locales';
import { currentStaff } from '@/lib/console/current-staff';
import { AREAS, ConsoleShell, type ConsoleArea } from './console-shell';

export type ConsolePageProps = { params: Promise<{ locale: string }> };

/** The page's title from its area's messages (`console.<area>.title`). */
export const consoleMetadata =
  (area: Exclude<ConsoleArea, 'home'>) =>
  async ({ params }: ConsolePageProps) => {
    const { locale } = await params;
    return { title: (await getTranslations({ locale, namespace: `console.${area}` }))('title') };
  };

/**
 * A console page of one area: the signed-in staff member (or the sign-in, and back here), the shell with the menu
 * their roles open, the area's heading and, when it has one, its introduction; then the page's own part.
 */
export async function ConsoleScreen({
  params,
  area,
  intro = false,
  heading = 'title',
  children,
}: ConsolePageProps & {
  area: Exclude<ConsoleArea, 'home'>;
  intro?: boolean;
  /** The key of the page's heading in its area's messages, when the area has several pages. */
  heading?: string;
  children: ReactNode | ((staff: StaffMe) => ReactNode);
}) {
  const { locale } = await params;
  setRequestLocale(locale);
  const staff = await currentStaff(locale as Locale, AREAS.find((a) => a.area === area)!.href);
  const t = await getTranslations(`console.${area}`);
  return (
    <ConsoleShell staff={staff} active={area}>
      <h1 className={`${intro ? 'mb-2' : 'mb-4'} font-serif text-2xl font-semibold`}>{t(heading)}</h1>
      {intro && <p className="text-muted mb-6 max-w-3xl">{t('intro')}</p>}
      {typeof children === 'function' ? children(staff) : children}
    </ConsoleShell>
  );
}
