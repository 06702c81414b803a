import 'server-only';
import { seatCalls } from '@/lib/contract/seats-schema';
import type { Locale } from '@/lib/i18n/locales';
import { hallRead, TAGS } from './client';

const tags = [TAGS.projects];

/** The drawing of a session's hall; it changes only when the hall is re-mapped. */
export const getSeatMap = (locale: Locale, sessionId: number) =>
  hallRead(seatCalls.map, { params: { id: sessionId } }, { locale, revalidate: 60, tags });

/** The taken seats as the page is rendered; the browser polls for fresher ones at once. */
export const getSeatStatus = (locale: Locale, sessionId: number) =>
  hallRead(seatCalls.status, { params: { id: sessionId } }, { locale, revalidate: 5, tags });
