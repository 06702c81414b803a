export { isMobile, PHONE_PATTERN } from './phone';
export { isPassword, PASSWORD_MAX, PASSWORD_MIN } from './password';
export { isEmail } from './email';
export { isBirthday } from './birthday';
export { isIdCard, parseIdCard, type IdCardFacts } from './id-card';
export { creditCodeProblem, isCreditCode, isTaxNumber, taxNumberProblem } from './credit-code';
