// One person, one number: a 15-digit ID number is the 18-digit one without its century and check
// digit, so every rule that says "once per person" holds across the two forms; certificate types come from a
// fixed list with a rule each; with an ID card the card's birthday says who is a child on the visit day.
import { Code } from '@/lib/contract/codes';
import { idCheckDigit } from '@/lib/validation/id-card';
import { errorText, expectError } from '../../test/expect';
import { startHall, type Hall } from '../../test/harness';
import { call, newMember, type TestMember } from '../../test/members';
import { freeSeats, saleSession } from '../../test/orders';
import { adult, child, hallDayFromNow, openSlots } from '../../test/visits';
import { applyAs, openRound } from '../../test/welfare';

let hall: Hall;
beforeAll(async () => {
  hall = await startHall();
});
afterAll(() => hall?.close());

let serial = 0;
/** A valid 18-digit ID number of someone born in the 1900s, different on each call, and its 15-digit form. */
function person(born = '19850612') {
  const first17 = `320102${born}${String(100 + (serial++ % 900)).padStart(3, '0')}`;
  const long = first17 + idCheckDigit(first17);
  return { long, short: long.slice(0, 6) + long.slice(8, 17) };
}

/** A valid ID number of someone born `years` ago today (give or take the day of the month). */
function bornYearsAgo(years: number) {
  const day = hallDayFromNow(0).split('-');
  const first17 = `320102${Number(day[0]) - years}${day[1]}01${String(100 + (serial++ % 900)).padStart(3, '0')}`;
  return first17 + idCheckDigit(first17);
}

const addBuyer = async (m: TestMember, certNo: string, certType = '身份证') =>
  call<{ id: number }>(hall.app, 'POST', '/api/member/buyer', { token: m.token, body: { name: '王芳', certType, certNo } });

async function memberWithBuyer(certNo: string) {
  const m = await newMember(hall.db);
  const res = await addBuyer(m, certNo);
  expect(res.body.code).toBe(20000);
  return { ...m, buyerId: res.body.data.id };
}

const book = (m: TestMember, slotId: number, visitors: object[]) =>
  call(hall.app, 'POST', '/api/reservation_order/create', { token: m.token, body: { slotId, visitors, termsAccepted: true } });

describe('a 15-digit ID number is the same person as its 18-digit form', () => {
  it('one visit a day: the short form cannot book the day the long form has', async () => {
    const { long, short } = person();
    const [slot] = await openSlots(hall.app, 2);
    expect((await book(await newMember(hall.db), slot.id, [adult('张三', long)])).body.code).toBe(20000);
    const again = await book(await newMember(hall.db), slot.id, [adult('张三', short)]);
    expectError(again, Code.badRequest, 400, errorText('visitorBookedThatDay'));
  });

  it('one booking cannot name the person twice in the two forms', async () => {
    const { long, short } = person();
    const [slot] = await openSlots(hall.app, 2);
    expectError(
      await book(await newMember(hall.db), slot.id, [adult('张三', long), adult('张三', short)]),
      Code.badRequest,
      400,
      errorText('duplicateVisitor'),
    );
  });

  it('one public-welfare application per performance', async () => {
    const { long, short } = person();
    const round = await openRound(hall.db, 2);
    expect((await applyAs(hall.app, await memberWithBuyer(long), round.id)).body.code).toBe(20000);
    expectError(await applyAs(hall.app, await memberWithBuyer(short), round.id), Code.badRequest, 400, errorText('welfareIdOnce'));
  });

  it('one real-name ticket per performance', async () => {
    const { long, short } = person();
    const named = await saleSession(hall.db, { realName: true });
    const seats = await freeSeats(hall.db, named.sessionId, 2);
    const order = (m: { token: string; buyerId: number }, i: number) =>
      call(hall.app, 'POST', '/api/order', {
        token: m.token,
        body: { lines: { sessionId: named.sessionId, seatIds: [seats[i].id] }, buyerIds: [m.buyerId] },
      });
    expect((await order(await memberWithBuyer(long), 0)).body.code).toBe(20000);
    const again = await order(await memberWithBuyer(short), 1);
    expectError(again, Code.badRequest, 400, errorText('realNameOnce', 'zh-CN', { names: '王芳' }));
  });

  it('one regular purchaser per member and person, and the short form is kept in its long form', async () => {
    const { long, short } = person();
    const m = await newMember(hall.db);
    const first = await addBuyer(m, short);
    expect(first.body.data).toMatchObject({ certNo: `${long.slice(0, 2)}${'*'.repeat(14)}${long.slice(-2)}` });
    expectError(await addBuyer(m, long), Code.badRequest, 400, errorText('duplicateBuyer'));
  });
});

describe('certificate types from a fixed list, each with its rule', () => {
  it('refuses a type the hall does not know and an ID "number" that is none', async () => {
    const [slot] = await openSlots(hall.app, 1);
    const m = await newMember(hall.db);
    const unknown = await book(m, slot.id, [{ child: false, name: '张三', certType: '随便', certNo: 'ABCDE12' }]);
    expectError(unknown, Code.badRequest, 400, errorText('certTypeUnknown'));
    const notAnId = await book(m, slot.id, [{ child: false, name: '张三', certType: '身份证', certNo: 'ABCDE' }]);
    expectError(notAnId, Code.badRequest, 400, errorText('idCardFormat'));
    expectError(await addBuyer(m, 'E12345678', '随便'), Code.badRequest, 400, errorText('certTypeUnknown'));
  });

  it('takes each other document by its own pattern', async () => {
    const [slot] = await openSlots(hall.app, 3);
    const visitors = [
      { child: false, name: 'John Smith', certType: '护照', certNo: 'E12345678' },
      { child: false, name: '陈大文', certType: '港澳居民来往内地通行证', certNo: `H${String(10_000_000 + serial++)}` },
    ];
    expect((await book(await newMember(hall.db), slot.id, visitors)).body.code).toBe(20000);
    const wrong = [{ child: false, name: '陈大文', certType: '港澳居民来往内地通行证', certNo: 'E87654321' }];
    expectError(await book(await newMember(hall.db), slot.id, wrong), Code.badRequest, 400, errorText('visitDocument'));
  });
});

describe('adult or child follows from the ID card on the visit day', () => {
  it('refuses an "adult" whose card shows eight years of age, who would bring two children', async () => {
    const [slot] = await openSlots(hall.app, 3);
    const m = await newMember(hall.db);
    const res = await book(m, slot.id, [adult('小明', bornYearsAgo(8)), child('一'), child('二')]);
    expectError(res, Code.badRequest, 400, errorText('adultIsChild'));
  });

  it('refuses a "child" whose card shows thirty years, and takes a real child with their card', async () => {
    const [slot] = await openSlots(hall.app, 2);
    const grown = { ...child('大明'), certType: '身份证', certNo: bornYearsAgo(30) };
    expectError(await book(await newMember(hall.db), slot.id, [adult(), grown]), Code.badRequest, 400, errorText('childIsAdult'));
    const young = { ...child('小红'), certType: '身份证', certNo: bornYearsAgo(9) };
    expect((await book(await newMember(hall.db), slot.id, [adult('张三', person().long), young])).body.code).toBe(20000);
  });
});
