import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { root } from './measure-startup.js';

/**
 * Gzipped bytes of the JavaScript the first load of a page fetches: what the page's own
 * index.html (`web/dist/pages/{page}.html`, written by the build's page-preloads plugin) names,
 * the entry and each chunk it preloads, and the workers they start. The HTML is what the server
 * sends, so the figure cannot miss a chunk the bundler has renamed or merged.
 */
export function firstLoadJavaScriptGzipBytes(page: string): {
  files: string[];
  bytes: number;
  /** The same files as the server sends them: the build's `.br` beside each (plain when none). */
  brotliBytes: number;
} {
  const dist = path.join(root, 'web/dist');
  const html = fs.readFileSync(path.join(dist, 'pages', `${page}.html`), 'utf8');
  const files = new Set(
    [...html.matchAll(/<(?:script|link)\b[^>]*?(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map(
      ([, file]) => file!,
    ),
  );
  if (files.size === 0) throw new Error(`pages/${page}.html names no script`);
  // Workers the first load starts (their own scripts, which the manifest does not list) count too.
  for (const file of [...files])
    for (const [, worker] of fs
      .readFileSync(path.join(dist, file), 'utf8')
      .matchAll(/\/(assets\/[\w.-]+\.worker-[\w-]+\.js)/g))
      files.add(worker!);
  const scripts = [...files].filter((file) => file.endsWith('.js'));
  const bytes = scripts.reduce(
    (sum, file) => sum + gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length,
    0,
  );
  const brotliBytes = scripts.reduce((sum, file) => {
    const compressed = path.join(dist, `${file}.br`);
    return sum + fs.statSync(fs.existsSync(compressed) ? compressed : path.join(dist, file)).size;
  }, 0);
  return { files: [...files], bytes, brotliBytes };
}
