'use client';

import dynamic from 'next/dynamic';

/**
 * The Dialog for overlays a visitor may never open (search, calendar, the WeChat notice): its code is fetched when it
 * is first rendered, so render it from the first open on (and keep it rendered, so closing returns focus as usual).
 */
export const LazyDialog = dynamic(() => import('@/components/ui/dialog').then((m) => m.Dialog), { ssr: false });
