/**
 * One id per request across the tiers (browser → site → hall API): proxy.ts gives each request one (or keeps a
 * well-formed one a load balancer sent), the BFF forwards it, the hall API logs every line of the request with
 * it and sends it back, and a member who meets a server fault is shown it to quote to the box office.
 */
export const REQUEST_ID_HEADER = 'x-request-id';

const WELL_FORMED = /^[A-Za-z0-9._-]{8,64}$/;

/** An id from outside is kept only when it cannot forge a log line or flood one. */
export const isRequestId = (value: string | null | undefined): value is string => !!value && WELL_FORMED.test(value);

export const requestIdOf = (incoming: string | null | undefined) => (isRequestId(incoming) ? incoming : crypto.randomUUID());
