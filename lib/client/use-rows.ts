'use client';

import { useState } from 'react';

/**
 * The rows of a form's repeated part (instalments, sessions, ticket classes, a schedule's items, a statement's
 * extras): change one, remove one, add one at the end (from the rows so far, when it follows the last).
 */
export function useRows<R extends object>(initial: R[] | (() => R[])) {
  const [rows, setRows] = useState<R[]>(initial);
  return {
    rows,
    set: (index: number, patch: Partial<R>) => setRows((all) => all.map((row, i) => (i === index ? { ...row, ...patch } : row))),
    remove: (index: number) => setRows((all) => all.filter((_, i) => i !== index)),
    add: (next: R | ((all: R[]) => R)) => setRows((all) => [...all, typeof next === 'function' ? next(all) : next]),
  };
}
