// Adding a kind must not touch payment, notification, expiry or listing code. The pipeline's files
// reach a kind only through `orderKind` (kinds/index.ts); none names a kind's module or the tables that only
// one kind holds (seats and sessions, visit slots and bookings, goods), so a new kind cannot need them changed.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const PIPELINE = ['start-payment', 'record-payment', 'issue', 'close', 'release', 'expiry-work', 'read', 'actions'];
const KIND_MODULES = /from '\.\/kinds\/(?!types')[\w-]+'/;
const KIND_TABLES =
  /\b(sessions|sessionSeats|hallSeats|ticketClasses|performances|realNameClaims|visitSlots|reservations|visitClaims|goods)\b/;

test.each(PIPELINE)('orders/%s.ts knows kinds only through orderKind', (file) => {
  const source = readFileSync(path.join(__dirname, '..', `${file}.ts`), 'utf8');
  const imports = source.split('\n').filter((line) => line.startsWith('import'));
  expect(imports.filter((line) => KIND_MODULES.test(line))).toEqual([]);
  expect(imports.filter((line) => line.includes('db/schema') && KIND_TABLES.test(line))).toEqual([]);
});
