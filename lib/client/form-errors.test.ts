import { receiverPayload, resetPasswordPayload } from '@/lib/contract/member';
import { errorKey, validate } from './form-errors';

describe('validate', () => {
  it('gives the parsed payload when the form is right', () => {
    const checked = validate(resetPasswordPayload, { oldPassword: 'Concert2026', password: 'Concert2027', password1: 'Concert2027' });
    expect(checked).toEqual({ ok: true, data: { oldPassword: 'Concert2026', password: 'Concert2027', password1: 'Concert2027' } });
  });

  it('keeps the first message of each field', () => {
    const checked = validate(resetPasswordPayload, { oldPassword: 'x', password: 'short', password1: 'other' });
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.errors.password).toBe('errors.passwordFormat');
    expect(checked.errors.password1).toBe('errors.passwordMismatch');
    expect(checked.errors.oldPassword).toBeUndefined();
  });

  it('names every missing field of an address', () => {
    const checked = validate(receiverPayload, { name: '', phone: '123', province: '', city: '', county: '', address: '' });
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(Object.keys(checked.errors).sort()).toEqual(['address', 'city', 'county', 'name', 'phone', 'province']);
    expect(checked.errors.name).toBe('errors.consigneeRequired');
  });
});

describe('errorKey', () => {
  it('reads the key of a contract message and falls back for zod’s own', () => {
    expect(errorKey('errors.phoneFormat')).toBe('phoneFormat');
    expect(errorKey('Too small: expected string to have >=1 characters')).toBe('fieldInvalid');
  });
});
