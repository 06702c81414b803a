'use client';

import { useEffect, useMemo, useState, type FocusEvent, type KeyboardEvent, type MouseEvent } from 'react';
import type { SeatMap as SeatMapData } from '@/lib/contract/seats';
import { nearestSeat, type Direction } from './nearest-seat';
import { useHydrated } from '@/lib/hooks/use-hydrated';
import { AREA_FONT, type SeatInfo } from './seat-info';
import { SeatLayer } from './seat-layer';
import { RING, usePanZoom, ZOOM_STEP } from './use-pan-zoom';
import { ZoomControls } from './zoom-controls';

const ARROWS: Record<string, Direction> = { ArrowLeft: 'left', ArrowRight: 'right', ArrowUp: 'up', ArrowDown: 'down' };
const HELP_ID = 'seat-map-help';

export type SeatMapTexts = { map: string; stage: string; help: string; zoomIn: string; zoomOut: string; zoomReset: string };

/** The seat to start keyboard focus on: the free seat nearest the front centre. */
function startSeat(seats: SeatInfo[], taken: ReadonlySet<number>, stageX: number) {
  const frontY = Math.min(...seats.map((s) => s.y));
  let best = 0;
  let bestCost = Infinity;
  seats.forEach((s, i) => {
    const cost = Math.hypot(s.x - stageX, s.y - frontY) + (taken.has(s.id) ? 1e6 : 0);
    if (cost < bestCost) [best, bestCost] = [i, cost];
  });
  return best;
}

/**
 * The hall drawn in one SVG: the stage at the top, area names, and the seats as a multi-select listbox with
 * a roving tabindex (Tab enters at one seat, arrows move to the nearest seat that way, Enter or Space
 * chooses). Seats are drawn after hydration: 1,165 rects in the server HTML would cost more than they show.
 */
export function SeatMap(props: {
  map: SeatMapData;
  seats: SeatInfo[];
  areaLabels: { text: string; x: number; y: number; anchor: 'start' | 'middle' | 'end' }[];
  taken: ReadonlySet<number>;
  selected: ReadonlySet<number>;
  locked: boolean;
  texts: SeatMapTexts;
  onToggle: (index: number) => void;
}) {
  const { map, seats, taken, selected, locked, texts, onToggle } = props;
  const { width, height, stageX } = map.hall;
  const { viewport, layer, handlers, zoomBy, fit, reveal, fitted, scale } = usePanZoom({ width, height });
  const mounted = useHydrated();
  // The roving tabindex starts at a good free seat, chosen once: later polls keep focus where the visitor left it.
  const [active, setActive] = useState(() => (seats.length ? startSeat(seats, taken, stageX) : -1));
  const [ring, setRing] = useState(false);

  const drawn = mounted && seats.length > 0;
  // Ready when drawn and fitted: the drawing is hidden until it fits, and a hidden seat takes no focus or tap.
  useEffect(() => {
    if (!drawn || !fitted) return;
    viewport.current?.setAttribute('data-ready', 'true');
    // The bench reads this: from here a tap chooses a seat.
    performance.mark('seat-map-ready');
  }, [drawn, fitted, viewport]);

  const indexOf = useMemo(() => new Map(seats.map((s, i) => [s.id, i])), [seats]);
  const seatAt = (target: EventTarget) => indexOf.get(Number((target as Element).getAttribute?.('data-id'))) ?? -1;

  const focusSeat = (i: number) => {
    setActive(i);
    layer.current?.querySelector<SVGElement>(`[data-id="${seats[i].id}"]`)?.focus({ preventScroll: true });
    reveal(seats[i].x, seats[i].y);
  };

  const onKeyDown = (e: KeyboardEvent) => {
    // The seat that has focus, not `active`: a key pressed right after an arrow may come before the re-render.
    const current = seatAt(e.target);
    if (current < 0) return;
    const direction = ARROWS[e.key];
    if (direction) {
      e.preventDefault();
      const next = nearestSeat(seats, current, direction);
      if (next >= 0) focusSeat(next);
    } else if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      onToggle(current);
    } else if (e.key === '+' || e.key === '=') zoomBy(ZOOM_STEP);
    else if (e.key === '-') zoomBy(1 / ZOOM_STEP);
    else if (e.key === '0') fit();
  };

  const onFocus = (e: FocusEvent) => {
    const i = seatAt(e.target);
    if (i < 0) return;
    setActive(i);
    // The ring only for keyboard focus; a tap or click shows the choice itself.
    setRing((e.target as Element).matches(':focus-visible'));
  };

  const onClick = (e: MouseEvent) => {
    const i = seatAt(e.target);
    if (i >= 0) onToggle(i);
  };

  const focused = ring && active >= 0 ? seats[active] : null;
  return (
    <div>
      <div
        ref={viewport}
        {...handlers}
        // Phones: as tall as the hall drawn across the screen, so nothing is wasted around it at first.
        style={{ aspectRatio: `${width} / ${height}` }}
        className="border-line relative max-h-[70vh] min-h-[340px] w-full touch-none overflow-hidden rounded-lg border bg-white select-none lg:aspect-auto! lg:h-[min(680px,calc(100vh-200px))] lg:max-h-none lg:min-h-[480px] [&:not([data-fitted])_svg]:invisible"
        data-testid="seat-map"
      >
        {/* The whole hall at one unit a pixel, moved and scaled as one box by usePanZoom. */}
        <svg
          ref={layer}
          width={width}
          height={height}
          viewBox={`0 0 ${width} ${height}`}
          className="absolute top-0 left-0 origin-top-left"
          aria-hidden={!mounted || undefined}
        >
          <rect x={stageX - width * 0.2} y={24} width={width * 0.4} height={60} rx={10} fill="#e7e2da" />
          <text x={stageX} y={64} textAnchor="middle" fontSize={26} fill="#57534e" aria-hidden>
            {texts.stage}
          </text>
          <g aria-hidden fontSize={AREA_FONT} fill="#57534e">
            {props.areaLabels.map((a) => (
              <text key={a.text} x={a.x} y={a.y} textAnchor={a.anchor}>
                {a.text}
              </text>
            ))}
          </g>
          {mounted && (
            <g
              role="listbox"
              aria-multiselectable
              aria-label={texts.map}
              aria-describedby={HELP_ID}
              onKeyDown={onKeyDown}
              onFocus={onFocus}
              onBlur={() => setRing(false)}
              onClick={locked ? undefined : onClick}
              // Before the sale and when sold out, the seats show where the prices lie but cannot be chosen.
              opacity={locked ? 0.45 : undefined}
              className="[&_[role=option]]:outline-none [&_[role=option]:not([aria-disabled])]:cursor-pointer"
              data-testid="seat-listbox"
            >
              <SeatLayer seats={seats} taken={taken} selected={selected} active={active} locked={locked} />
            </g>
          )}
          {focused && (
            <rect
              x={focused.x - 9}
              y={focused.y - 9}
              width={18}
              height={18}
              rx={5}
              fill="none"
              stroke="#1d5fb8"
              strokeWidth={RING / scale()}
              pointerEvents="none"
              data-ring
              aria-hidden
            />
          )}
        </svg>
        <ZoomControls onZoomIn={() => zoomBy(ZOOM_STEP)} onZoomOut={() => zoomBy(1 / ZOOM_STEP)} onReset={fit} texts={texts} />
      </div>
      <p id={HELP_ID} className="text-muted mt-2 text-xs">
        {texts.help}
      </p>
    </div>
  );
}
