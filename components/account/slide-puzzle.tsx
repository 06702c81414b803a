'use client';

import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslations } from 'next-intl';
import { bffCall } from '@/lib/client/call';
import { accountCalls } from '@/lib/contract/account-calls';
import { SLIDE, type SlideChallenge } from '@/lib/contract/slide';
import { piecePath } from './slide-piece';
import { callHref } from '@/lib/contract/call';

export type PuzzleKind = keyof typeof SLIDE.heights;
type Status = 'loading' | 'error' | 'ready' | 'checking' | 'passed' | 'failed';
const PASSED_PAUSE_MS = 1000;
const PHONE_BREAKPOINT = 768;

/**
 * §9 slide verification: the picture (one of five), the hole (a transparent image from the hall API, which
 * keeps the answer), and the piece the visitor slides into it, by dragging (mouse, pen or touch) or with the
 * keyboard: the handle is a focusable slider (arrows, Page Up/Down, Home/End) and Enter submits.
 */
export function SlidePuzzle({ kind, onSolved, onCancel }: { kind: PuzzleKind; onSolved: (ticket: string) => void; onCancel: () => void }) {
  const t = useTranslations('login');
  const [challenge, setChallenge] = useState<SlideChallenge | null>(null);
  const [x, setX] = useState(0);
  const [status, setStatus] = useState<Status>('loading');
  const [width, setWidth] = useState<number>(SLIDE.width);
  const startedAt = useRef<number | null>(null);
  const drag = useRef<{ pointerX: number; fromX: number } | null>(null);

  // Each attempt asks for a picture; a new attempt (after a miss, or on request) starts from the left again,
  // and one after a miss says so once its picture is there.
  const [attempt, setAttempt] = useState({ afterMiss: false });
  useEffect(() => {
    let live = true;
    bffCall(accountCalls.slideChallenge, { query: { kind } }).then(
      (c) => {
        if (!live) return;
        setChallenge(c);
        setStatus(attempt.afterMiss ? 'failed' : 'ready');
      },
      () => live && setStatus('error'),
    );
    return () => {
      live = false;
    };
  }, [kind, attempt]);
  const load = (afterMiss = false) => {
    setStatus('loading');
    setX(0);
    startedAt.current = null;
    setAttempt({ afterMiss });
  };

  // 376 wide, or two thirds of the page on phones.
  useLayoutEffect(() => {
    const measure = () => setWidth(window.innerWidth < PHONE_BREAKPOINT ? Math.round(document.body.clientWidth * 0.66) : SLIDE.width);
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, []);

  const scale = width / SLIDE.width;
  const maxX = SLIDE.width - SLIDE.pieceSize - SLIDE.radius * 2;
  const movable = challenge !== null && (status === 'ready' || status === 'failed');
  const move = (to: number) => {
    if (!movable) return;
    startedAt.current ??= Date.now();
    setStatus('ready');
    setX(Math.max(0, Math.min(maxX, to)));
  };

  const submit = async () => {
    if (!challenge || !movable || startedAt.current === null) return;
    setStatus('checking');
    try {
      const { ticket } = await bffCall(accountCalls.slideVerify, {
        body: { id: challenge.id, x: Math.round(x), durationMs: Date.now() - startedAt.current },
      });
      setStatus('passed');
      setTimeout(() => onSolved(ticket), PASSED_PAUSE_MS);
    } catch {
      // §4: a failure is only logged; the visitor gets a fresh puzzle (each one takes a single try).
      console.info('not passed');
      load(true);
    }
  };

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if (!movable) return;
    e.currentTarget.setPointerCapture(e.pointerId);
    drag.current = { pointerX: e.clientX, fromX: x };
    startedAt.current ??= Date.now();
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    if (drag.current) move(drag.current.fromX + (e.clientX - drag.current.pointerX) / scale);
  };
  const onPointerUp = () => {
    if (!drag.current) return;
    drag.current = null;
    void submit();
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const steps: Record<string, number> = { ArrowRight: 1, ArrowUp: 1, ArrowLeft: -1, ArrowDown: -1, PageUp: 10, PageDown: -10 };
    if (e.key in steps) move(x + steps[e.key]);
    else if (e.key === 'Home') move(0);
    else if (e.key === 'End') move(maxX);
    else if (e.key === 'Enter') void submit();
    else return;
    e.preventDefault();
  };

  const height = challenge?.height ?? SLIDE.heights[kind];
  const message = {
    loading: t('slideLoading'),
    error: t('slideError'),
    ready: t('slideHint'),
    checking: t('slideChecking'),
    passed: t('slidePassed'),
    failed: t('slideFailed'),
  }[status];
  return (
    <div className="mx-auto" style={{ width }} data-testid="slide-puzzle">
      <div className="bg-paper relative overflow-hidden rounded" style={{ height: height * scale }}>
        {challenge && (
          <>
            <img
              src={`/art/puzzle-${challenge.imageIndex + 1}.svg`}
              alt=""
              className="absolute inset-0 size-full object-cover"
              draggable={false}
            />
            <img
              src={callHref(accountCalls.slideImage, { query: { id: challenge.id, kind } })}
              alt=""
              className="absolute inset-0 size-full"
              draggable={false}
            />
            <svg viewBox={`0 0 ${SLIDE.width} ${height}`} className="absolute inset-0 size-full" aria-hidden>
              <path d={piecePath(x, challenge.y)} fill="#fff" fillOpacity="0.9" stroke="#8c1c2c" strokeWidth="2" />
            </svg>
          </>
        )}
        <button
          type="button"
          onClick={() => load()}
          className="absolute top-1 right-1 rounded bg-black/50 px-2 py-1 text-xs text-white"
          data-testid="slide-refresh"
        >
          {t('slideRefresh')}
        </button>
      </div>
      <div className="border-line bg-paper relative mt-3 h-11 rounded border">
        <p
          className="text-muted pointer-events-none absolute inset-0 flex items-center justify-center pl-10 text-xs"
          id="slide-status"
          aria-live="polite"
        >
          {message}
        </p>
        <div
          role="slider"
          tabIndex={0}
          aria-label={t('slideLabel')}
          aria-describedby="slide-status slide-keys"
          aria-valuemin={0}
          aria-valuemax={maxX}
          aria-valuenow={Math.round(x)}
          aria-disabled={!movable}
          data-testid="slide-handle"
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerUp}
          onKeyDown={onKeyDown}
          className={`focus-visible:ring-brand absolute top-0 flex h-full w-11 cursor-grab touch-none items-center justify-center rounded text-white outline-none select-none focus-visible:ring-2 focus-visible:ring-offset-1 ${
            status === 'passed' ? 'bg-green-700' : status === 'failed' ? 'bg-ink' : 'bg-brand'
          }`}
          style={{ left: x * scale }}
        >
          <span aria-hidden>{status === 'passed' ? '✓' : '→'}</span>
        </div>
      </div>
      <p id="slide-keys" className="sr-only">
        {t('slideKeys')}
      </p>
      <div className="mt-3 text-center">
        <button type="button" onClick={onCancel} className="text-muted hover:text-ink text-sm underline" data-testid="slide-cancel">
          {t('slideCancel')}
        </button>
      </div>
    </div>
  );
}
