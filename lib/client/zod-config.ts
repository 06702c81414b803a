import { z } from 'zod';

// In the browser zod compiles no parsers: its first parse would probe `Function("")`, which the site's script policy
// (no 'unsafe-eval' in production) refuses and reports as a violation. The hall API keeps the compiled parsers.
z.config({ jitless: true });
