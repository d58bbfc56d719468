import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { root } from './measure-startup.js';

/**
 * Gzipped bytes of the JavaScript the first load fetches: the entry script and the chunks it
 * preloads (index.html's module script and modulepreload links). Lazy route chunks are not counted.
 */
export function initialJavaScriptGzipBytes(): { files: string[]; bytes: number } {
  const dist = path.join(root, 'web/dist');
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const files = [...html.matchAll(/(?:src|href)="\/?(assets\/[^"]+\.js)"/g)].map(
    (match) => match[1]!,
  );
  const bytes = files.reduce(
    (sum, file) => sum + gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length,
    0,
  );
  return { files, bytes };
}
