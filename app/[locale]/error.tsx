'use client';

import { lazyPart } from '@/components/i18n/lazy-part';

// The boundary is in every page's first load; what it shows (and next-intl for its words) loads only when it is shown.
const ErrorView = lazyPart(() => import('@/components/layout/error-view').then((m) => m.ErrorView), { intl: true });

export default function ErrorPage(props: { error: Error & { digest?: string }; retry: () => void }) {
  return <ErrorView {...props} />;
}
