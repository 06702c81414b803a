/**
 * §5: 8 to 32 letters and digits with at least one of each. The spec's input maxlength of 15 contradicts
 * its own rule; every form here accepts 32 (see README).
 */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 32;
export const isPassword = (value: string) => /^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d]{8,32}$/.test(value);
