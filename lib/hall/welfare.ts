import 'server-only';
import { z } from 'zod';
import { welfareProgrammeSchema, welfareRoundSchema } from '@/lib/contract/welfare';
import { hallGetOrThrow } from './client';

// The public-welfare page is rendered per request (it changes with the draw and every application): asked afresh.

/** GET /api/commonweal_ticket: the programme; a hall API that cannot say counts as closed (the page goes home). */
export const welfareProgramme = () =>
  hallGetOrThrow('/api/commonweal_ticket', welfareProgrammeSchema, { locale: 'zh-CN', revalidate: 0 }).catch(() => null);

/** GET /api/commonweal_ticket/project: the rounds of sessions still ahead. */
export const welfareRounds = () =>
  hallGetOrThrow('/api/commonweal_ticket/project', z.array(welfareRoundSchema), { locale: 'zh-CN', revalidate: 0 });
