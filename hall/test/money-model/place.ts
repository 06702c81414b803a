// Placing orders of every kind a member places: tickets (stock, a seat, a seat paid by the member's package card),
// a visit, goods with cash freight, a package card. The model says whether there is room; the hall must agree.
import { errorText } from '../expect';
import { placePackage, placePoint, placeSeat, placeStock, placeVisit, type Placed, type Real } from './calls';
import { InvariantBroken } from './invariants';
import { cardsLeft, cardUsed, goodsLeft, label, seatHolder, stockLeft, visitLeft, type Model } from './model';
import { newOrder, Step, type Traced } from './step';

export type MemberKind = 'stock' | 'seat' | 'card' | 'visit' | 'point' | 'package';

/** Cards made by issued package orders, with their members. */
const cards = (m: Readonly<Model>) => m.orders.filter((o) => o.kind === 'package' && o.status === 'issued' && o.madeCardId !== undefined);

/** A seat freed this long ago may still read taken: the instance's seat map read of the last second (seat-board.ts). */
const SEAT_READ_MS = 2000;

export class Place extends Step {
  constructor(
    readonly kind: MemberKind,
    readonly member: number,
    readonly seat: number,
  ) {
    super();
  }

  check(m: Readonly<Traced>) {
    return this.kind !== 'card' || cards(m).length > 0;
  }

  toString() {
    const seat = this.kind === 'seat' || this.kind === 'card' ? `, seat ${this.seat}` : '';
    return `Place ${this.kind} (${this.kind === 'card' ? `card #${this.member}` : `member ${this.member}`}${seat})`;
  }

  /** Who places it: the member asked for, or for a ticket paid by card the holder of the n-th card. */
  private buyer(m: Readonly<Model>): { member: number; memberCardId?: number } {
    if (this.kind !== 'card') return { member: this.member };
    const list = cards(m);
    const card = list[this.member % list.length];
    return { member: card.member!, memberCardId: card.madeCardId };
  }

  /** Whether the model has room for the order, and why not. */
  private room(m: Model): string | null {
    switch (this.kind) {
      case 'stock':
        return m.cancelled.stock ? 'the session is cancelled' : stockLeft(m) < 1 ? 'no stock is left' : null;
      case 'seat':
      case 'card': {
        if (m.cancelled.seat) return 'the session is cancelled';
        const holder = seatHolder(m, this.seat);
        if (holder) return `${label(holder)} holds the seat`;
        if (this.kind === 'card') {
          const used = cardUsed(m, this.buyer(m).memberCardId!);
          if (used >= Math.min(m.card.perPerformance, m.card.credits)) return `the card paid ${used} tickets here already`;
        }
        return null;
      }
      case 'visit':
        return visitLeft(m) < 1 ? 'the slot is full' : null;
      case 'point':
        return goodsLeft(m) < 1 ? 'the goods are sold out' : null;
      case 'package':
        return cardsLeft(m) < 1 ? 'the package cards are sold out' : null;
    }
  }

  private place(m: Model, r: Real): Promise<Placed> {
    const { member, memberCardId } = this.buyer(m);
    switch (this.kind) {
      case 'stock':
        return placeStock(r, member);
      case 'seat':
      case 'card':
        return placeSeat(r, member, this.seat, memberCardId);
      case 'visit':
        return placeVisit(r, member);
      case 'point':
        return placePoint(r, member);
      case 'package':
        return placePackage(r, member);
    }
  }

  protected async act(m: Traced, r: Real) {
    const noRoom = this.room(m);
    const answer = await this.place(m, r);
    if (!answer.ok) {
      if (noRoom) return `refused: ${noRoom}`;
      const seatRead = this.kind === 'seat' || this.kind === 'card' ? Date.now() - m.seatFreedAt[this.seat] < SEAT_READ_MS : false;
      if (seatRead && answer.subMsg === errorText('seatTaken')) return 'refused: a seat map read of the last second saw the seat taken';
      throw new InvariantBroken('placing', `${this.toString()} refused (${answer.subMsg}) though the model has room`);
    }
    if (noRoom) throw new InvariantBroken('4 (nothing delivered twice)', `${this.toString()} placed ${answer.orderNo} though ${noRoom}`);
    const { member, memberCardId } = this.buyer(m);
    const o = await newOrder(m, r, {
      id: answer.orderId,
      orderNo: answer.orderNo,
      kind: this.kind,
      member,
      payFen: answer.payFen,
      status: answer.payFen === 0 ? 'issued' : 'unpaid',
      ...(this.kind === 'seat' || this.kind === 'card' ? { seat: this.seat } : {}),
      ...(memberCardId ? { memberCardId } : {}),
    });
    if (answer.status !== o.status) throw new InvariantBroken('placing', `${label(o)} of ${o.payFen} fen answered ${answer.status}`);
    return `${label(o)} ${o.orderNo}, ${o.payFen} fen, ${o.status}`;
  }
}
