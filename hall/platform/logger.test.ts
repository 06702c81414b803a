// No parameters of a failed statement and no full mobile or ID number in the hall API's logs.
import pino from 'pino';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { loggerOptions } from './logger';

const PHONE = '13812345678';
const ID_NUMBER = '110102199003081234';

function capture() {
  const lines: string[] = [];
  const { stream, ...options } = loggerOptions('info', { write: (line) => lines.push(line) });
  return { log: pino(options, stream!), text: () => lines.join('') };
}

test('a failed statement is logged without its parameters', () => {
  const { log, text } = capture();
  const cause = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code: '22021' });
  const error = new DrizzleQueryError('insert into "buyers" ("name", "cert_no") values ($1, $2)', ['张三', ID_NUMBER], cause);
  log.error({ err: error }, 'unhandled error');
  const out = text();
  expect(out).toContain('insert into \\"buyers\\"');
  expect(out).toContain('params: [not logged]');
  expect(out).not.toContain('张三');
  expect(out).not.toContain(ID_NUMBER);
});

test('mobile and ID numbers are masked wherever they are in a line', () => {
  const { log, text } = capture();
  log.info({ url: `/api/dev/sms_outbox?phone=${PHONE}` }, 'incoming request');
  log.warn(`Key (phone)=(${PHONE}) already exists; cert ${ID_NUMBER}`);
  log.error({ err: new Error(`buyer 11010219900308123X refused`) });
  const out = text();
  expect(out).not.toContain(PHONE);
  expect(out).not.toContain(ID_NUMBER);
  expect(out).not.toContain('11010219900308123X');
  expect(out).toContain('138****5678');
  expect(out).toContain('110***********1234');
});

test('long digit runs that are not personal numbers are left alone', () => {
  const { log, text } = capture();
  log.info({ orderNo: 'H2026112312000012345678901', time: 1763900000000 }, 'order placed');
  expect(text()).toContain('H2026112312000012345678901');
});
