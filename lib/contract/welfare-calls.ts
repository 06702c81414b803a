import { z } from 'zod';
import { sessionStateAddresses } from './addresses';
import { defineCall } from './call';
import {
  welfareApplicationSchema,
  welfareApply,
  welfareDrawQuery,
  welfareDrawSchema,
  welfareProgrammeSchema,
  welfareRoundSchema,
} from './welfare';

// Public-welfare tickets (§7 Promotion and welfare: the programme and its rounds; ours: applying, the member's
// applications, a round's published draw).

export const welfareCalls = {
  programme: defineCall({
    ...sessionStateAddresses.welfare,
    summary: 'The public-welfare programme: whether it is open (§3 flag) and its rules',
    access: 'public',
    answer: welfareProgrammeSchema,
  }),
  rounds: defineCall({
    method: 'GET',
    path: '/api/commonweal_ticket/project',
    summary: 'The public-welfare rounds of sessions still ahead',
    access: 'public',
    answer: z.array(welfareRoundSchema),
  }),
  draw: defineCall({
    method: 'GET',
    path: '/api/commonweal_ticket/draw',
    summary: 'A round’s published applications and, once drawn, its seed and drawn order',
    access: 'public',
    query: welfareDrawQuery,
    answer: welfareDrawSchema,
  }),
  mine: defineCall({
    method: 'GET',
    path: '/api/commonweal_ticket/mine',
    summary: 'The member’s public-welfare applications and offered places',
    access: 'member',
    answer: z.array(welfareApplicationSchema),
  }),
  apply: defineCall({
    method: 'POST',
    path: '/api/commonweal_ticket/apply',
    summary: 'Applies for a public-welfare place with a regular purchaser (real name)',
    access: 'member',
    body: welfareApply,
    answer: welfareApplicationSchema,
  }),
};
