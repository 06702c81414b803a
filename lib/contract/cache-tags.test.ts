import { revalidateSignature, validRevalidateSignature } from './cache-tags';

describe('the revalidation call’s signature', () => {
  const body = JSON.stringify({ tags: ['projects'], at: 1 });
  it('accepts the exact body signed with the shared secret', () => {
    expect(validRevalidateSignature('s'.repeat(20), body, revalidateSignature('s'.repeat(20), body))).toBe(true);
  });
  it('refuses another secret, another body, a missing or short signature', () => {
    const signed = revalidateSignature('s'.repeat(20), body);
    expect(validRevalidateSignature('t'.repeat(20), body, signed)).toBe(false);
    expect(validRevalidateSignature('s'.repeat(20), body.replace('projects', 'content'), signed)).toBe(false);
    expect(validRevalidateSignature('s'.repeat(20), body, null)).toBe(false);
    expect(validRevalidateSignature('s'.repeat(20), body, signed.slice(2))).toBe(false);
  });
});
