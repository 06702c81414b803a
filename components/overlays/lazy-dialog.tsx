'use client';

import { lazyPart } from '@/components/i18n/lazy-part';

/**
 * The Dialog for overlays a visitor may never open (search, calendar, the WeChat notice): its code is fetched when it
 * is first rendered, so render it from the first open on (and keep it rendered, so closing returns focus as usual).
 */
export const LazyDialog = lazyPart(() => import('@/components/ui/dialog').then((m) => m.Dialog));
