import type { ProjectStatus } from '@/lib/contract/project-steps';

/** Whose move a project waits for, by its status (lib/contract/project-steps.ts): the hall's, the renter's, or nobody's. */
export const whoseMove = (status: ProjectStatus): 'hall' | 'renter' | 'ended' =>
  status === 'submitted' || status === 'approved' ? 'hall' : status === 'draft' || status === 'offered' ? 'renter' : 'ended';
