/** §5: 11 digits, starting with 1, second digit 3 to 9. */
export const PHONE_PATTERN = /^1[3-9]\d{9}$/;
export const isMobile = (value: string) => PHONE_PATTERN.test(value.trim());
