import { useMemo, useSyncExternalStore } from 'react';

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
  const store = useMemo(() => selectionStore(sessionId, known), [sessionId, known]);
  // The server and the hydrating render see no choice: the server knows nothing of this tab's storage.
  const ids = useSyncExternalStore(store.subscribe, store.get, () => NONE);
  const set = useMemo(() => new Set(ids), [ids]);
  const actions = useMemo(
    () => ({
      current: store.get,
      add: (id: number) => {
        const now = store.get();
        if (!now.includes(id)) store.commit([...now, id]);
      },
      remove: (id: number) => store.commit(store.get().filter((x) => x !== id)),
      removeMany: (gone: ReadonlySet<number>) => store.commit(store.get().filter((x) => !gone.has(x))),
      clear: () => store.commit([]),
    }),
    [store],
  );
  return { ids, set, ...actions };
}

const NONE: number[] = [];

/** One session's choice: read from session storage on first use (in the browser), then kept here and mirrored there. */
function selectionStore(sessionId: number, known: ReadonlySet<number>) {
  let ids: number[] | null = null;
  const listeners = new Set<() => void>();
  return {
    get: () => (ids ??= read(sessionId).filter((id) => known.has(id))),
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    commit: (next: number[]) => {
      ids = next;
      write(sessionId, next);
      for (const listener of listeners) listener();
    },
  };
}
