import { callHref } from '@/lib/contract/call';
import { renterCalls } from '@/lib/contract/rental-calls';
import { staffRentalCalls } from '@/lib/contract/staff-rental-calls';

/** Where a project's file downloads: the renter's own projects only, or any project for the rental staff. */
export const projectFileHref = (id: number, viewer: 'renter' | 'staff') =>
  viewer === 'renter' ? callHref(renterCalls.file, { query: { id } }) : callHref(staffRentalCalls.file, { params: { id } });
