// One limit per upload, whichever tier reads it: the table's agree with the limits the contract's forms already use.
import { MAX_INVOICE_BYTES } from './invoices';
import { MAX_PROJECT_FILE_BYTES } from './rental';
import { FILE_RULES, LARGEST_UPLOAD_BYTES, uploadRouteOf } from './uploads';

it('the upload table keeps the contract’s limits', () => {
  expect(FILE_RULES.paper.maxBytes).toBe(MAX_PROJECT_FILE_BYTES);
  expect(FILE_RULES.contract.maxBytes).toBe(MAX_PROJECT_FILE_BYTES);
  expect(FILE_RULES.invoice.maxBytes).toBe(MAX_INVOICE_BYTES);
  expect(LARGEST_UPLOAD_BYTES).toBe(MAX_PROJECT_FILE_BYTES);
});

it('names each upload route by its one spelling', () => {
  expect(uploadRouteOf('/api/staff/rental/projects/12/contract')?.maxBytes).toBe(MAX_PROJECT_FILE_BYTES);
  expect(uploadRouteOf('/api/staff/invoices/7')?.maxBytes).toBe(MAX_INVOICE_BYTES);
  expect(uploadRouteOf('/api/staff/rental/projects/12/contract/x')).toBeUndefined();
  expect(uploadRouteOf('/api/enterpriseprojectrent/temp_bookingintention')).toBeUndefined();
});
