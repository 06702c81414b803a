import type { FastifyRequest } from 'fastify';
import { Code, LoginType, SubCode } from '@/lib/contract/codes';
import type { StaffRole } from '@/lib/contract/staff';
import type { StaffPrincipal } from './services/staff/sessions';
import { clientAddress } from '@/lib/security/client-address';
import { HallError } from './errors';

/**
 * The §6 roles as guards for route handlers. A call without a live token is 40003 (the client clears it
 * and opens the login overlay); a token of the other kind is 40005 with the subCode naming the login needed.
 */
export function requireMember(request: FastifyRequest): number {
  if (request.loginType === null) throw new HallError('loginRequired', Code.unauthorized);
  if (request.loginType !== LoginType.member || request.memberId === null) {
    throw new HallError('personalOnly', Code.forbidden, SubCode.personalLoginNeeded);
  }
  return request.memberId;
}

export function requireEnterprise(request: FastifyRequest): number {
  if (request.loginType === null) throw new HallError('loginRequired', Code.unauthorized);
  if (request.loginType !== LoginType.enterprise || request.enterpriseUserId === null) {
    throw new HallError('enterpriseOnly', Code.forbidden, SubCode.enterpriseLoginNeeded);
  }
  return request.enterpriseUserId;
}

/** The caller's address for per-address limits: the one the BFF put in x-forwarded-for, else the socket's. */
export const addressOf = (request: FastifyRequest) =>
  clientAddress(request.headers['x-forwarded-for'] as string | undefined, Infinity, request.ip);

/**
 * The staff area's guard: a live staff session (the `staff_token` header; member and enterprise tokens open
 * nothing here), and one of the route's roles. The administrator holds every right.
 */
export function requireStaff(request: FastifyRequest, roles: readonly StaffRole[] | undefined): StaffPrincipal {
  const staff = request.staff;
  if (!staff) throw new HallError('staffLoginRequired', Code.unauthorized, SubCode.staffLoginNeeded);
  if (roles && !staff.roles.includes('administrator') && !roles.some((role) => staff.roles.includes(role))) {
    throw new HallError('staffRoleRequired', Code.forbidden, SubCode.staffRoleNeeded);
  }
  return staff;
}

/** The staff member of a staff route's request (its access hook has already checked the session and roles). */
export const staffOf = (request: FastifyRequest): StaffPrincipal => requireStaff(request, undefined);

/** The staff member as the audit log names them. */
export const actorOf = (request: FastifyRequest) => {
  const staff = staffOf(request);
  return { staffId: staff.id, username: staff.username };
};
