// Orders ending and subjects moving on: the member cancels, the test clock ends a window (and the sweep comes, or
// not yet), the renter withdraws a project, the hall cancels a session, the welfare round is drawn.
import { sql } from 'drizzle-orm';
import { sweepExpired } from '../orders';
import { cancelByMember, cancelSession, drawWelfare, expireNow, orderRow, rowsOf, windowEnds, withdraw, type Real } from './calls';
import { InvariantBroken } from './invariants';
import { cancelSession as cancelInModel, close, label, welfareLeft } from './model';
import { Step, type Traced } from './step';

const EXPIRY = '5 (every unpaid order past its window is closed after one sweep)';

export class MemberCancel extends Step {
  constructor(readonly pick: number) {
    super();
  }
  check(m: Readonly<Traced>) {
    return m.orders.some((o) => o.member !== null);
  }
  toString() {
    return `MemberCancel (#${this.pick})`;
  }

  protected async act(m: Traced, r: Real) {
    const list = m.orders.filter((o) => o.member !== null);
    const o = list[this.pick % list.length];
    const code = await cancelByMember(r, o.member!, o.id);
    if (o.status !== 'unpaid') {
      if (code === 20000) throw new InvariantBroken('ending', `${label(o)} (${o.status}) was cancelled by its member`);
      return `${label(o)} (${o.status}) refused`;
    }
    if (code !== 20000) throw new InvariantBroken('ending', `the member could not cancel unpaid ${label(o)}: ${code}`);
    close(m, o, 'member');
    return `${label(o)} ${o.status}`;
  }
}

/** The sandbox's clock ends one order's window and sweeps it at once (POST /api/dev/order/expire). */
export class Expire extends Step {
  constructor(readonly pick: number) {
    super();
  }
  check(m: Readonly<Traced>) {
    return m.orders.length > 0;
  }
  toString() {
    return `Expire (#${this.pick})`;
  }

  protected async act(m: Traced, r: Real) {
    const o = m.orders[this.pick % m.orders.length];
    const code = await expireNow(r, o.orderNo);
    if (code !== 20000) throw new InvariantBroken(EXPIRY, `expiring ${label(o)} answered ${code}`);
    o.windowOver = true;
    close(m, o, 'expired');
    if ((await orderRow(r, o.id)).status === 'unpaid') throw new InvariantBroken(EXPIRY, `${label(o)} is still unpaid after its expiry`);
    return `${label(o)} ${o.status}`;
  }
}

/** An unpaid order's window ends; the sweep has not come yet. */
export class WindowEnds extends Step {
  constructor(readonly pick: number) {
    super();
  }
  private list(m: Readonly<Traced>) {
    return m.orders.filter((o) => o.status === 'unpaid' && !o.windowOver);
  }
  check(m: Readonly<Traced>) {
    return this.list(m).length > 0;
  }
  toString() {
    return `WindowEnds (#${this.pick})`;
  }

  protected async act(m: Traced, r: Real) {
    const list = this.list(m);
    const o = list[this.pick % list.length];
    await windowEnds(r, o.id);
    o.windowOver = true;
    return label(o);
  }
}

/** One pass of the expiry sweep: every unpaid order past its window is closed by it (invariant 5). */
export class Sweep extends Step {
  check() {
    return true;
  }
  toString() {
    return 'Sweep';
  }

  protected async act(m: Traced, r: Real) {
    const now = new Date();
    // A unit that fails is kept in work_failures, not thrown: the pass goes on with the others.
    const swept = await sweepExpired(r.db, r.hall.app.payments, now);
    if (swept.failed) {
      const failures = rowsOf<{ unit_key: string; last_error: string }>(
        await r.db.execute(sql`select unit_key, last_error from work_failures where kind = 'orderExpiry'`),
      );
      throw new InvariantBroken(
        '5 (every unpaid order past its window is closed after one sweep)',
        `${swept.failed} order(s) failed to close: ${JSON.stringify(failures)}`,
      );
    }
    const due = m.orders.filter((o) => o.status === 'unpaid' && o.windowOver).sort((a, b) => a.id - b.id);
    for (const o of due) close(m, o, 'expired', now.getTime());
    const left = rowsOf<{ order_no: string }>(
      await r.db.execute(sql`select order_no from orders where status = 'unpaid' and expires_at <= ${now.toISOString()}::timestamptz
        and (member_id in (${sql.raw(r.cast.members.map((x) => x.id).join(', '))}) or enterprise_user_id = ${r.cast.renter.id})`),
    );
    if (left.length) {
      throw new InvariantBroken(
        '5 (every unpaid order past its window is closed after one sweep)',
        `still unpaid: ${JSON.stringify(left)}`,
      );
    }
    return due.map((o) => `${label(o)} ${o.status}`).join(', ') || 'nothing due';
  }
}

/**
 * The renter withdraws a project whose deposit is due. Its open deposit order is closed first (its trade with it, a
 * payment found paying it); then the project ends, unless that payment moved it on.
 */
export class Withdraw extends Step {
  constructor(readonly project: number) {
    super();
  }
  check() {
    return true;
  }
  toString() {
    return `Withdraw (project ${this.project})`;
  }

  protected async act(m: Traced, r: Real) {
    const project = m.projects[this.project];
    const line = project.lines[0];
    const current = line.current === null ? null : m.orders[line.current];
    if (current?.status === 'unpaid') close(m, current, 'member');
    const code = await withdraw(r, project.projectId);
    if (project.state !== 'due') {
      if (code === 20000) throw new InvariantBroken('withdrawing', `project ${this.project} (${project.state}) withdrawn`);
      return `refused (${project.state})`;
    }
    if (code !== 20000) throw new InvariantBroken('withdrawing', `project ${this.project} could not be withdrawn: ${code}`);
    project.state = 'withdrawn';
    return `withdrawn${current ? `, ${label(current)} ${current.status}` : ''}`;
  }
}

/** The box office cancels a session; its job ends every order and refunds every payment (run here until done). */
export class CancelSession extends Step {
  constructor(readonly session: 'seat' | 'stock') {
    super();
  }
  check(m: Readonly<Traced>) {
    return !m.cancelled[this.session];
  }
  toString() {
    return `CancelSession (${this.session})`;
  }

  protected async act(m: Traced, r: Real) {
    const sessionId = this.session === 'seat' ? r.cast.seatSession.id : r.cast.stockSession.id;
    const { code, outcome } = await cancelSession(r, sessionId);
    if (code !== 20000 || outcome !== 'done')
      throw new InvariantBroken('3 (owed)', `cancelling the ${this.session} session: ${code}, job ${outcome}`);
    cancelInModel(m, this.session);
    return 'done';
  }
}

/** The welfare round's window closes and it is drawn: its places are offered to the first ranks. */
export class Draw extends Step {
  check(m: Readonly<Traced>) {
    return !m.welfare.drawn;
  }
  toString() {
    return 'Draw';
  }

  protected async act(m: Traced, r: Real) {
    const answer = await drawWelfare(r);
    if (answer.code !== 20000) throw new InvariantBroken('4 (welfare places)', `the draw answered ${JSON.stringify(answer)}`);
    m.welfare.drawn = true;
    const offers = m.cancelled.seat ? 0 : Math.min(welfareLeft(m), m.welfare.waiting);
    m.welfare.waiting -= offers;
    m.welfare.offersDue += offers;
    return `${offers} offered`;
  }
}
