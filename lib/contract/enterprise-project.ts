import { z } from 'zod';
import { id } from './common';
import { hallSchema } from './performance';
import { PROJECT_PROCESSES, PROJECT_STATUSES } from './project-steps';
import { contractSignatureView, projectEventView, projectFileView, projectPaymentView, rentalHoldView } from './rental';
import { laterSteps } from './rental-later';

/** §7 GET /api/enterpriseprojectrent/detail: one of the logged-in enterprise's venue-rental projects. */
export const enterpriseProject = z.object({
  id: z.number(),
  name: z.string(),
  hall: hallSchema.nullable(),
  /** The step the project is at. */
  process: z.enum(PROJECT_PROCESSES),
  status: z.enum(PROJECT_STATUSES),
  depositFen: z.number().nullable(),
  contractFen: z.number().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type EnterpriseProject = z.infer<typeof enterpriseProject>;
export const enterpriseProjectList = z.array(enterpriseProject);

/** §7 GET /api/enterpriseprojectrent/{id}/{process}/detail. */
export const projectStepParams = z.object({
  id,
  process: z.enum(PROJECT_PROCESSES),
});

/** What was filled in for a step, field by field; the site labels the fields it knows. */
export const stepForm = z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]));
export type StepForm = z.infer<typeof stepForm>;

export const projectStep = z.object({
  project: enterpriseProject,
  process: z.enum(PROJECT_PROCESSES),
  state: z.enum(['done', 'current', 'upcoming']),
  /** The step's saved form; null when nothing was saved for it. */
  form: stepForm.nullable(),
  /** Every change of step or status, oldest first. */
  events: z.array(projectEventView),
  holds: z.array(rentalHoldView),
  files: z.array(projectFileView),
  /** The deposit and the instalments, in their order. */
  payments: z.array(projectPaymentView),
  /** The signatures of the contract's versions. */
  signatures: z.array(contractSignatureView),
  ...laterSteps,
});
export type ProjectStep = z.infer<typeof projectStep>;
