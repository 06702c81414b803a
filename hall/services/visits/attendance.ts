import type { ReservationView } from '@/lib/contract/visit';
import { slotStart, VISIT_MINUTES, type Slot } from './slots';

type Status = ReservationView['status'];

/** When a guided visit is over: its slot's start and the visit's length. */
export const visitEnds = (slot: Pick<Slot, 'date' | 'startTime'>) => new Date(+slotStart(slot) + VISIT_MINUTES * 60_000);

/**
 * A paid booking's slot: the door lets its visitors in (the first of them makes it visited, services/door/scan);
 * once the visit is over, a booking nobody came for reads as not visited. Nothing needs to write that down, as an
 * issued ticket order reads as completed once its session has ended.
 */
export const shownVisitStatus = (status: Status, slot: Pick<Slot, 'date' | 'startTime'>, now = new Date()): Status =>
  status === 'booked' && now > visitEnds(slot) ? 'not_visited' : status;
