/**
 * Personal numbers never reach a log in full: mainland mobile numbers keep their first three and last four
 * digits, ID numbers (18 characters) their first three and last four. Applied to whole log lines, so a number
 * inside a URL, an SQL error's detail or a stack trace is caught as well as one in a field.
 */
const MOBILE = /(?<![0-9])(1[3-9][0-9])[0-9]{4}([0-9]{4})(?![0-9])/g;
const ID_NUMBER = /(?<![0-9A-Za-z])([0-9]{3})[0-9]{11}([0-9]{3}[0-9Xx])(?![0-9A-Za-z])/g;

export const maskPersonalNumbers = (line: string) => line.replace(ID_NUMBER, '$1***********$2').replace(MOBILE, '$1****$2');
