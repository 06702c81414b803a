import 'server-only';
import { seatMapSchema, seatStatusSchema } from '@/lib/contract/seats-schema';
import type { Locale } from '@/lib/i18n/locales';
import { hallGet, TAGS } from './client';

const tags = [TAGS.projects];

/** The drawing of a session's hall; it changes only when the hall is re-mapped. */
export const getSeatMap = (locale: Locale, sessionId: number) =>
  hallGet(`/api/session/${sessionId}/seat_map`, seatMapSchema, { locale, revalidate: 60, tags });

/** The taken seats as the page is rendered; the browser polls for fresher ones at once. */
export const getSeatStatus = (locale: Locale, sessionId: number) =>
  hallGet(`/api/session/${sessionId}/seat_status`, seatStatusSchema, { locale, revalidate: 5, tags });
