import type { FastifyRequest } from 'fastify';
import { Code, LoginType, SubCode } from '@/lib/contract/codes';
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
