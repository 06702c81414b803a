import { config } from 'zod/v4/core';

// In the browser zod compiles no parsers: its first parse would probe `Function("")`, which the site's script policy
// (no 'unsafe-eval' in production) refuses and reports as a violation. The hall API keeps the compiled parsers.
// From zod's core, not `z`: this runs on every page before anything else, and `z` would bring all of zod with it.
config({ jitless: true });
