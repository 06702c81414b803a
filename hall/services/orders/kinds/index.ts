import type { OrderKind, OrderKindName } from './types';

/**
 * The kinds of order the pipeline carries, each registered by its own wing (hall/services/order-kinds.ts hands
 * them over when the hall API starts): the pipeline knows no kind by name, so it imports no wing. A kind missing
 * here cannot be paid, issued or released.
 */
const KINDS: Partial<Record<OrderKindName, OrderKind>> = {};

export function registerOrderKinds(kinds: Record<OrderKindName, OrderKind>) {
  Object.assign(KINDS, kinds);
}

export function orderKind(name: OrderKindName): OrderKind {
  const kind = KINDS[name];
  if (!kind) throw new Error(`no order kind "${name}" registered (hall/services/order-kinds.ts)`);
  return kind;
}

/** The kinds whose orders take place at a time (sessions, visit slots), with the SQL that says when. */
export const kindsWithTiming = () =>
  Object.entries(KINDS).flatMap(([name, kind]) => (kind?.timing ? [[name as OrderKindName, kind.timing] as const] : []));

/** Tests only: a kind of their own for the pipeline to carry; returns the undo. */
export function useOrderKindForTests(name: OrderKindName, kind: OrderKind): () => void {
  const before = KINDS[name];
  KINDS[name] = kind;
  return () => {
    if (before) KINDS[name] = before;
    else delete KINDS[name];
  };
}
