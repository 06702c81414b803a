import { choiceOf, choiceQuery, decodeClasses, decodeSeats } from './ticket-choice';

describe('the ticket choice in URLs', () => {
  it('writes and reads back seats and ticket classes', () => {
    expect(choiceQuery({ sessionId: 3, seatIds: [12, 13] })).toEqual({ seats: '12,13' });
    expect(choiceQuery({ sessionId: 3, classes: [{ ticketClassId: 7, quantity: 2 }] })).toEqual({ classes: '7:2' });
    expect(choiceOf(3, '12,13')).toEqual({ sessionId: 3, seatIds: [12, 13] });
    expect(choiceOf(3, null, '7:2,8:1')).toEqual({
      sessionId: 3,
      classes: [
        { ticketClassId: 7, quantity: 2 },
        { ticketClassId: 8, quantity: 1 },
      ],
    });
  });

  it.each([
    ['both', '1', '7:2'],
    ['neither', undefined, undefined],
    ['a seat that is not a number', '1,x', undefined],
    ['an empty seat', '1,,2', undefined],
    ['21 seats', Array.from({ length: 21 }, (_, i) => i + 1).join(','), undefined],
    ['a class without its quantity', undefined, '7'],
    ['a quantity of three digits', undefined, '7:100'],
    ['11 classes', undefined, Array.from({ length: 11 }, (_, i) => `${i + 1}:1`).join(',')],
  ])('refuses %s', (_, seats, classes) => {
    expect(choiceOf(1, seats, classes)).toBeNull();
  });

  it('decodes only what it encodes', () => {
    expect(decodeSeats('-1')).toBeNull();
    expect(decodeClasses('1:2:3')).toBeNull();
  });
});
