'use client';

import { useCallback, useState } from 'react';
import { Cancelled } from '@/lib/client/failure-text';
import { SlidePuzzle, type PuzzleKind } from './slide-puzzle';

type Pending = { resolve: (ticket: string) => void; reject: (reason: Cancelled) => void };

/**
 * The slide puzzle in front of an action (§4: type 1 before sending a code, type 2 before logging in):
 * `const ticket = await pass()` shows the puzzle and resolves with its ticket once solved, or rejects with
 * Cancelled (which no form words) when the visitor closes it. The form renders `puzzle` and hides itself
 * (still mounted, so nothing typed is lost) while `active`.
 */
export function useSlideGate(kind: PuzzleKind) {
  const [pending, setPending] = useState<Pending | null>(null);
  const pass = useCallback(() => new Promise<string>((resolve, reject) => setPending({ resolve, reject })), []);
  const puzzle = pending ? (
    <div className="py-2">
      <SlidePuzzle
        kind={kind}
        onSolved={(ticket) => {
          setPending(null);
          pending.resolve(ticket);
        }}
        onCancel={() => {
          setPending(null);
          pending.reject(new Cancelled());
        }}
      />
    </div>
  ) : null;
  return { pass, puzzle, active: pending !== null };
}
