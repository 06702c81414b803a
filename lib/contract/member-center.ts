import { z } from 'zod';
import { paged } from './envelope';
import { pointLog, stationLetter } from './member';

/** Answers of the membership-center calls whose payloads live in member.ts. */

/** POST /api/member/replace_phone step 1: proof of the identity check, valid 10 minutes, for one step 2. */
export const replacePhoneTicket = z.object({ stepTicket: z.string() });
/** Step 2 (the spec's step 3, "complete"): the new phone, masked. */
export const replacePhoneDone = z.object({ phone: z.string() });

/** GET /api/member/station_letter_num, and the answer of the mark-read calls (the header badge). */
export const unreadCount = z.object({ unread: z.number() });
export const stationLetterPage = paged(stationLetter);

/** GET /api/member/point_list: the ledger newest first, with the balance. */
export const pointLogPage = paged(pointLog).extend({ balance: z.number() });
