// In the browser zod compiles no parsers: its first parse would probe `Function("")`, which the site's script policy
// (no 'unsafe-eval' in production) refuses and reports as a violation. The hall API keeps the compiled parsers.
// Set where zod 4 keeps its global configuration (`globalThis.__zod_globalConfig`, read by every schema when it
// parses) rather than through `config()` from zod's core: that import brings zod's core utilities (5.7 kB gzip) into
// every page's first load, though most pages never parse anything in the browser. zod-config.test.ts checks that zod
// still reads it there.
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(holder.__zod_globalConfig ??= {}).jitless = true;
