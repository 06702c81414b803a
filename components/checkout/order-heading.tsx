'use client';

import { useLocale } from 'next-intl';
import type { OrderSubject } from '@/lib/contract/order';
import type { Locale } from '@/lib/i18n/locales';
import { subjectTitle } from '@/components/orders/order-lines';
import { SubjectWhen } from '@/components/orders/subject-when';

/** What a placed order is for, when and where: the head of the payment and result pages, for every kind of order. */
export function OrderHeading({ subject }: { subject: OrderSubject }) {
  const locale = useLocale() as Locale;
  return (
    <div className="flex gap-4 rounded bg-white p-4">
      <img src={subject.image} alt="" className="h-20 w-15 shrink-0 rounded object-cover" />
      <div>
        <p className="font-semibold" data-testid="checkout-title">
          {subjectTitle(subject, locale)}
        </p>
        <p className="text-muted text-sm">
          <SubjectWhen subject={subject} />
        </p>
      </div>
    </div>
  );
}
