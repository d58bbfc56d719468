import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { root } from './measure-startup.js';

interface ManifestChunk {
  file: string;
  imports?: string[];
}

/**
 * Gzipped bytes of the JavaScript the first load of a page fetches: the entry and its static
 * imports, plus the page's own lazy route chunk and its static imports (Vite's manifest), and
 * the workers they start.
 */
export function firstLoadJavaScriptGzipBytes(pageSource: string): {
  files: string[];
  bytes: number;
  /** The same files as the server sends them: the build's `.br` beside each (plain when none). */
  brotliBytes: number;
} {
  const dist = path.join(root, 'web/dist');
  const manifest = JSON.parse(
    fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'),
  ) as Record<string, ManifestChunk>;
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit('index.html');
  visit(pageSource);
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
