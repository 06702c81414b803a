// The settlement of a rented event: the hall's statement of what each side owes, confirmed by the
// renter (or questioned) and then by the hall, and downloadable as a PDF.
import { z } from 'zod';

/** A charge beyond the rent (overtime, cleaning, equipment), or a credit when negative. */
export const statementExtra = z.object({
  name: z.string().trim().min(1, 'errors.statementExtraName').max(60, 'errors.statementExtraName'),
  amountFen: z.coerce.number().int().min(-1_000_000_000).max(1_000_000_000),
});

/** POST /api/staff/rental/projects/{id}/statement: the extras and the hall's share of the ticket takings. */
export const statementBody = z.object({
  extras: z.array(statementExtra).max(20, 'errors.statementExtras'),
  hallSharePercent: z.coerce.number().int('errors.statementShare').min(0, 'errors.statementShare').max(100, 'errors.statementShare'),
});
export type StatementBody = z.infer<typeof statementBody>;

/**
 * The statement, in fen: rent and extras owed to the hall, against what was paid (deposit and instalments) and
 * the ticket takings due to the renter less the hall's share. `balanceFen` above zero the renter pays the hall,
 * below zero the hall pays the renter.
 */
export const statementView = z.object({
  rentFen: z.number(),
  extras: z.array(statementExtra),
  extrasFen: z.number(),
  paidFen: z.number(),
  takingsFen: z.number(),
  hallSharePercent: z.number(),
  hallShareFen: z.number(),
  dueToRenterFen: z.number(),
  balanceFen: z.number(),
  issuedAt: z.string(),
  renterConfirmedAt: z.string().nullable(),
  hallConfirmedAt: z.string().nullable(),
});
export type StatementView = z.infer<typeof statementView>;
