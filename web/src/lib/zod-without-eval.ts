import { z } from 'zod';

// Zod compiles object parsers with `new Function` when it may. Our Content-Security-Policy
// forbids eval (script-src 'self'), so its probe for that shows up as a CSP violation in every
// browser's issues panel and in Lighthouse's best practices. The interpreted parsers are fast
// enough for forms; the server keeps the compiled ones. Imported first by main.tsx, before any
// schema parses.
z.config({ jitless: true });
