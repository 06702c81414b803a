/** Personal numbers in answers: enough to recognise one's own, not enough to reuse someone else's. */
export function maskMiddle(value: string, keep = 2): string {
  if (value.length <= keep * 2) return '*'.repeat(value.length);
  return value.slice(0, keep) + '*'.repeat(value.length - keep * 2) + value.slice(-keep);
}

/** 13800000001 → 138****0001, the way Chinese sites show a mobile number. */
export const maskPhone = (phone: string) => (phone.length === 11 ? `${phone.slice(0, 3)}****${phone.slice(7)}` : maskMiddle(phone));
