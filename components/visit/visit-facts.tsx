import { getTranslations } from 'next-intl/server';

/** §5 and the visit introduction at a glance: length, price and the children rules. */
export async function VisitFacts() {
  const t = await getTranslations('visit.facts');
  const facts = [
    { label: t('durationLabel'), value: t('duration') },
    { label: t('priceLabel'), value: t('price') },
  ];
  return (
    <div className="border-line rounded border bg-white p-5" data-testid="visit-facts">
      <h3 className="font-serif text-lg font-semibold">{t('title')}</h3>
      <dl className="mt-4 grid grid-cols-2 gap-4">
        {facts.map((f) => (
          <div key={f.label}>
            <dt className="text-muted text-sm">{f.label}</dt>
            <dd className="text-brand mt-1 font-serif text-xl font-semibold">{f.value}</dd>
          </div>
        ))}
      </dl>
      <h4 className="mt-5 text-sm font-medium">{t('childrenTitle')}</h4>
      <ul className="mt-2 space-y-1.5 text-sm">
        {(['height', 'id', 'perAdult'] as const).map((k) => (
          <li key={k} className="flex gap-2">
            <span aria-hidden className="bg-gold mt-2 h-1.5 w-1.5 shrink-0 rounded-full" />
            {t(`children.${k}`)}
          </li>
        ))}
      </ul>
    </div>
  );
}
