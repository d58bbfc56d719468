// The browser's `zod` (vite.config.ts points the bare specifier here): the library itself, told
// to run without eval before any module can build a schema with it.
//
// Zod compiles object parsers with `new Function` when it may, and probes for that when an object
// schema is first built, at module load. Our Content-Security-Policy forbids eval (script-src
// 'self'), so the probe showed up as a CSP violation in every browser's issues panel and in
// Lighthouse's best practices. Setting the option in the app's entry was not enough: the bundle's
// shared chunks (the domain's schemas among them) run before the entry's own code. Here, every
// importer of `zod` waits for this module, so the option is set first. The interpreted parsers
// are fast enough for forms; the server keeps the compiled ones.
import { z } from 'zod/v4';

z.config({ jitless: true });

export * from 'zod/v4';
export { z, z as default };
