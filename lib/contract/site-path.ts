// A page of this site named by its path, as a station letter points to one. Kept free of zod: the letter list
// checks it in the browser before making a link of it, and the hall API before writing one.

// Browsers drop tabs and line breaks from addresses and read a backslash as a slash, so "/\t/evil.example" and
// "/\\evil.example" both leave the site: such a value is no site path.
// eslint-disable-next-line no-control-regex
const UNSAFE = /[\u0000-\u0020\u007f\\]/;

/** A path on the site's own host: one leading `/` (`//host` is another site, and a scheme cannot come first). */
export const isSitePath = (path: string) => path.startsWith('/') && !path.startsWith('//') && !UNSAFE.test(path);
