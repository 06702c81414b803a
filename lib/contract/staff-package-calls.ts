import { z } from 'zod';
import { defineCall } from './call';
import { idParam } from './common';
import { coverablePerformance, packageCardPayload, staffPackageCard, switchesPayload } from './package-editing';

const content = { access: 'staff', roles: ['content'] } as const;

/** The console's package-card calls (ours): the cards, what each covers, and the package and public-welfare switches. */
export const staffPackageCalls = {
  cards: defineCall({
    method: 'GET',
    path: '/api/staff/package-cards',
    summary: 'Every package card with what was sold',
    ...content,
    answer: z.array(staffPackageCard),
  }),
  coverable: defineCall({
    method: 'GET',
    path: '/api/staff/package-cards/performances',
    summary: 'The performances a card may cover, with their class prices',
    ...content,
    answer: z.array(coverablePerformance),
  }),
  create: defineCall({
    method: 'POST',
    path: '/api/staff/package-cards',
    summary: 'Creates a package card',
    ...content,
    body: packageCardPayload,
    answer: staffPackageCard,
  }),
  update: defineCall({
    method: 'PUT',
    path: '/api/staff/package-cards/:id',
    summary: 'Changes a package card (its stock never below what was sold)',
    ...content,
    params: idParam,
    body: packageCardPayload,
    answer: staffPackageCard,
  }),
  switches: defineCall({
    method: 'GET',
    path: '/api/staff/switches',
    summary: 'Whether the package and public-welfare features are open',
    ...content,
    answer: switchesPayload,
  }),
  updateSwitches: defineCall({
    method: 'PUT',
    path: '/api/staff/switches',
    summary: 'Opens or closes the package and public-welfare features to the public',
    ...content,
    body: switchesPayload,
    answer: switchesPayload,
  }),
};
