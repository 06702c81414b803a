import { useCallback, useEffect, useMemo, useRef, useState } from 'react';

const storageKey = (sessionId: number) => `chooseSeat:${sessionId}`;

function read(sessionId: number): number[] {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(storageKey(sessionId)) ?? '[]');
    return Array.isArray(value) ? value.filter((v): v is number => Number.isInteger(v)) : [];
  } catch {
    return [];
  }
}

function write(sessionId: number, ids: number[]) {
  try {
    if (ids.length) sessionStorage.setItem(storageKey(sessionId), JSON.stringify(ids));
    else sessionStorage.removeItem(storageKey(sessionId));
  } catch {
    // private mode or full: the choice just does not outlive the page
  }
}

/**
 * The chosen ids of a session (seats, in the order chosen). Kept in session storage: logging in from a
 * member action reloads the page (§4), and the seats should still be chosen after it. `current()` is the
 * choice as of the last change, for keys pressed faster than React re-renders.
 */
export function useSelection(sessionId: number, known: ReadonlySet<number>) {
  const [ids, setIds] = useState<number[]>([]);
  const latest = useRef<number[]>([]);
  const commit = useCallback(
    (next: number[]) => {
      latest.current = next;
      setIds(next);
      write(sessionId, next);
    },
    [sessionId],
  );
  // Read after hydration: the server knows nothing of this tab's storage.
  useEffect(() => commit(read(sessionId).filter((id) => known.has(id))), [sessionId, known, commit]);
  const set = useMemo(() => new Set(ids), [ids]);
  return {
    ids,
    set,
    current: useCallback(() => latest.current, []),
    add: useCallback(
      (id: number) => {
        if (!latest.current.includes(id)) commit([...latest.current, id]);
      },
      [commit],
    ),
    remove: useCallback((id: number) => commit(latest.current.filter((x) => x !== id)), [commit]),
    removeMany: useCallback((gone: ReadonlySet<number>) => commit(latest.current.filter((x) => !gone.has(x))), [commit]),
    clear: useCallback(() => commit([]), [commit]),
  };
}
