// The venue-rental project flow (§2 enterprise pages). Kept free of zod: the step pages import it in the browser.

/** The steps in order, each with the page (§2) that shows it; `process` is the step's name in the hall API. */
export const PROJECT_STEPS = [
  { process: 'consultation', path: '/siteConsultation' },
  { process: 'intention', path: '/intentionReservation' },
  { process: 'deposit', path: '/payDeposit' },
  { process: 'contract', path: '/signContract' },
  { process: 'contract_payment', path: '/contractPayment' },
  { process: 'ticketing', path: '/ticketing' },
  { process: 'coordination', path: '/projectCoordination' },
  { process: 'implementation', path: '/projectImplementation' },
  { process: 'settlement', path: '/projectSettlement' },
] as const;

export type ProjectProcess = (typeof PROJECT_STEPS)[number]['process'];
export const PROJECT_PROCESSES = PROJECT_STEPS.map((s) => s.process) as [ProjectProcess, ...ProjectProcess[]];

/**
 * Where the project stands in its current step, by whose move it is: draft (the renter's: fill in, pay, sign),
 * submitted (the hall's: answer), offered (the renter's, on the hall's offer: accept or withdraw), approved (the
 * step passed), and the ends: rejected by the hall, withdrawn by the renter, done (settled).
 */
export const PROJECT_STATUSES = ['draft', 'submitted', 'offered', 'approved', 'rejected', 'withdrawn', 'done'] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

/** A step of a project: passed, the one it is at, or not reached yet. */
export type StepState = 'done' | 'current' | 'upcoming';

/** The state of `step` for a project at `process` with `status`; the last step is done once its status says so. */
export function stepState(project: { process: ProjectProcess; status: ProjectStatus }, step: ProjectProcess): StepState {
  const at = PROJECT_PROCESSES.indexOf(project.process);
  const index = PROJECT_PROCESSES.indexOf(step);
  if (index < at) return 'done';
  if (index > at) return 'upcoming';
  return project.status === 'done' ? 'done' : 'current';
}
