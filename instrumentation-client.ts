// Runs in the browser before the site's own code (Next's client instrumentation file).
import '@/lib/client/zod-config';
