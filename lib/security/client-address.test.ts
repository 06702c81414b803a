import { clientAddress } from './client-address';

describe('clientAddress', () => {
  it('takes the address the trusted proxy appended, not what the visitor wrote before it', () => {
    expect(clientAddress('6.6.6.6, 203.0.113.7', 1)).toBe('203.0.113.7');
    expect(clientAddress('6.6.6.6, 203.0.113.7, 10.0.0.2', 2)).toBe('203.0.113.7');
  });
  it('falls back to loopback when there is no header', () => {
    expect(clientAddress(null, 1)).toBe('127.0.0.1');
  });
});
