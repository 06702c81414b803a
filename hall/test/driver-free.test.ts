// Which hall test files the PostgreSQL pass leaves out (jest.config.mjs): only those that never reach the run's
// database driver. A file that opens the harness or the race frame must stay in both passes.
import path from 'node:path';
import { driverFreeTests } from './driver-free.mjs';

const files = driverFreeTests(path.join(__dirname, '..', '..'));

test('files on the harness or the race frame run in both passes', () => {
  expect(files).not.toContain('hall/routes/orders/order.test.ts');
  expect(files).not.toContain('hall/routes/orders/order-race.test.ts');
  expect(files).not.toContain('hall/routes/orders/money-model.test.ts');
  expect(files).not.toContain('hall/server-shutdown.test.ts');
});

test('files that bring their own embedded database or none run once', () => {
  expect(files).toEqual(expect.arrayContaining(['hall/request-id.test.ts', 'hall/cli/staff.test.ts', 'hall/providers/pay/alipay.test.ts']));
  expect(files).toContain('hall/test/driver-free.test.ts');
});
