import 'server-only';
import { welfareCalls } from '@/lib/contract/welfare-calls';
import { hallReadOrThrow } from './client';

// The public-welfare page is rendered per request (it changes with the draw and every application): asked afresh.

/** The programme; a hall API that cannot say counts as closed (the page goes home). */
export const welfareProgramme = () => hallReadOrThrow(welfareCalls.programme, {}, { locale: 'zh-CN', revalidate: 0 }).catch(() => null);

/** The rounds of sessions still ahead. */
export const welfareRounds = () => hallReadOrThrow(welfareCalls.rounds, {}, { locale: 'zh-CN', revalidate: 0 });
