import { memo } from 'react';
import type { SeatInfo } from './seat-info';

export const TAKEN_FILL = '#d6d3d1';
const SELECTED_FILL = '#1c1917';
const HALF = 6;

type SeatProps = {
  seat: SeatInfo;
  taken: boolean;
  selected: boolean;
  tabbable: boolean;
  /** Coming soon, sold out: drawn, named, not choosable. */
  locked: boolean;
};

/**
 * One seat. Chosen seats are dark with a white tick inside a ring of their class colour, so the choice shows
 * without telling colours apart; taken seats are grey. Memoised on plain props: a selection or a status
 * poll re-renders only the seats it changed.
 */
const Seat = memo(function Seat({ seat, taken, selected, tabbable, locked }: SeatProps) {
  const { x, y } = seat;
  return (
    <>
      <rect
        data-id={seat.id}
        x={x - HALF}
        y={y - HALF}
        width={HALF * 2}
        height={HALF * 2}
        rx={3}
        fill={taken ? TAKEN_FILL : selected ? SELECTED_FILL : seat.ticketClass.color}
        stroke={selected ? seat.ticketClass.color : undefined}
        strokeWidth={selected ? 2.5 : undefined}
        role="option"
        aria-label={taken ? seat.takenName : seat.name}
        aria-selected={selected}
        aria-disabled={taken || locked || undefined}
        tabIndex={tabbable ? 0 : -1}
      />
      {selected && (
        <path
          d={`M${x - 3.2} ${y + 0.2}l2.2 2.3 4.4-4.8`}
          fill="none"
          stroke="#fff"
          strokeWidth={1.8}
          strokeLinecap="round"
          strokeLinejoin="round"
          pointerEvents="none"
          aria-hidden
        />
      )}
    </>
  );
});

export const SeatLayer = memo(function SeatLayer(props: {
  seats: SeatInfo[];
  taken: ReadonlySet<number>;
  selected: ReadonlySet<number>;
  active: number;
  locked: boolean;
}) {
  const { seats, taken, selected, active, locked } = props;
  return seats.map((seat, i) => (
    <Seat key={seat.id} seat={seat} taken={taken.has(seat.id)} selected={selected.has(seat.id)} tabbable={i === active} locked={locked} />
  ));
});
