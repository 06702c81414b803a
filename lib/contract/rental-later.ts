// What a project's later steps hold, as both the renter's step page and the rental staff's project page read it.
import { z } from 'zod';
import { adjustmentView, scheduleView } from './rental-coordination';
import { statementView } from './rental-settlement';
import { ticketingView } from './rental-ticketing';

export const laterSteps = {
  ticketing: ticketingView,
  /** Change requests and riders of coordination, oldest first. */
  adjustments: z.array(adjustmentView),
  /** The schedule of the days, once the hall set it. */
  schedule: scheduleView.nullable(),
  /** The settlement statement, once issued. */
  statement: statementView.nullable(),
};
