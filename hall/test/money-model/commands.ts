// The money model's commands as fast-check draws them. Targets are picked by number among what the model has when the
// command runs (the n-th order that can be cancelled …), so a shrunk sequence stays meaningful.
import fc from 'fast-check';
import { Cashier, Forged, PayRenter, ProviderTakes, Redeliver, StartPayment, Stranger } from './pay';
import { CancelSession, Draw, Expire, MemberCancel, Sweep, WindowEnds, Withdraw } from './end';
import { Refund, RefundKept, RefundStranger, Scan } from './box-office';
import { MEMBERS, SEATS } from './cast';
import { PROVIDERS } from './model';
import { Place, type MemberKind } from './place';

const member = fc.nat({ max: MEMBERS - 1 });
const seat = fc.nat({ max: SEATS - 1 });
const provider = fc.constantFrom(...PROVIDERS);
const pick = fc.nat({ max: 99 });
/** Mostly through the provider; now and then settled by hand. */
const giving = fc.constantFrom('provider' as const, 'provider' as const, 'byHand' as const);
const kinds: MemberKind[] = ['stock', 'seat', 'card', 'visit', 'point', 'package'];

const place = fc.tuple(fc.constantFrom(...kinds), member, seat).map(([kind, m, s]) => new Place(kind, m, s));
const providerTakes = fc
  .tuple(pick, fc.constantFrom('right' as const, 'less' as const, 'more' as const), fc.boolean())
  .map(([n, amount, notifies]) => new ProviderTakes(n, amount, notifies));

/** Every command, weighted: about a third of the steps open payments, pay or surprise; cancelling a session is rare. */
export const moneyCommands = [
  fc.oneof(
    { weight: 10, arbitrary: place },
    {
      weight: 6,
      arbitrary: fc.tuple(fc.nat({ max: 3 }), provider, fc.boolean()).map(([target, p, late]) => new PayRenter(target, p, late)),
    },
    { weight: 10, arbitrary: fc.tuple(pick, provider).map(([n, p]) => new StartPayment(n, p)) },
    { weight: 12, arbitrary: pick.map((n) => new Cashier(n)) },
    { weight: 8, arbitrary: providerTakes },
    { weight: 4, arbitrary: pick.map((n) => new Redeliver(n)) },
    { weight: 1, arbitrary: fc.tuple(pick, provider).map(([n, p]) => new Forged(n, p)) },
    {
      weight: 2,
      arbitrary: fc
        .tuple(provider, fc.integer({ min: 1, max: 100_000 }), fc.integer({ min: 1, max: 2 }))
        .map(([p, fen, times]) => new Stranger(p, fen, times)),
    },
    { weight: 4, arbitrary: pick.map((n) => new MemberCancel(n)) },
    { weight: 4, arbitrary: pick.map((n) => new Expire(n)) },
    { weight: 4, arbitrary: pick.map((n) => new WindowEnds(n)) },
    { weight: 3, arbitrary: fc.constant(null).map(() => new Sweep()) },
    { weight: 2, arbitrary: fc.nat({ max: 1 }).map((p) => new Withdraw(p)) },
    { weight: 1, arbitrary: fc.constantFrom('seat' as const, 'stock' as const).map((s) => new CancelSession(s)) },
    { weight: 2, arbitrary: fc.constant(null).map(() => new Draw()) },
    { weight: 6, arbitrary: fc.tuple(pick, giving).map(([n, how]) => new Refund(n, how)) },
    { weight: 2, arbitrary: pick.map((n) => new RefundKept(n)) },
    { weight: 2, arbitrary: fc.tuple(pick, giving).map(([n, how]) => new RefundStranger(n, how)) },
    { weight: 6, arbitrary: fc.tuple(pick, fc.integer({ min: 1, max: 2 })).map(([n, times]) => new Scan(n, times)) },
  ),
];
