import { packageKind } from './package';
import { performanceKind } from './performance';
import { pointKind } from './point';
import { rentalKind } from './rental';
import { visitKind } from './visit';
import type { OrderKind, OrderKindName } from './types';

/** Every kind of order the pipeline can carry. A kind missing here cannot be paid, issued or released. */
const KINDS: Partial<Record<OrderKindName, OrderKind>> = {
  performance: performanceKind,
  visit: visitKind,
  point: pointKind,
  package: packageKind,
  rental: rentalKind,
};

export function orderKind(name: OrderKindName): OrderKind {
  const kind = KINDS[name];
  if (!kind) throw new Error(`no order kind "${name}" in hall/services/orders/kinds`);
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
