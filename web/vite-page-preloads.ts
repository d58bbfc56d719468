import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';

/** A chunk as Vite's manifest (`.vite/manifest.json`) lists it. */
interface ManifestChunk {
  file: string;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The files of a manifest entry and of everything it imports statically. */
function staticClosure(manifest: Manifest, key: string, files = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`The build's manifest has no ${key}`);
  if (files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, files);
  return files;
}

/**
 * The manifest's key of a chunk's file. A page's chunk is keyed by its source when the page is
 * a chunk of its own, but the bundler may instead serve the route's `import()` from a chunk the
 * page shares with others (the admin's item page imports the item page), keyed by the chunk's
 * name: the plugin finds the page's chunk by the modules in it, and its key here.
 */
export function manifestKeyOf(manifest: Manifest, file: string): string {
  const key = Object.keys(manifest).find((candidate) => manifest[candidate]!.file === file);
  if (key === undefined) throw new Error(`The build's manifest has no ${file}`);
  return key;
}

/**
 * index.html with a `modulepreload` for each chunk the page's route needs beyond the entry's:
 * its own chunk and its static imports, in the manifest's order, then those of each part it
 * fetches as it first renders (`keys` after the first).
 */
export function withPagePreloads(
  html: string,
  manifest: Manifest,
  keys: string | readonly string[],
  base = '/',
): string {
  const entryFiles = staticClosure(manifest, 'index.html');
  const pageFiles = new Set<string>();
  for (const key of typeof keys === 'string' ? [keys] : keys)
    staticClosure(manifest, key, pageFiles);
  const links = [...pageFiles]
    .filter((file) => !entryFiles.has(file))
    .map((file) => `    <link rel="modulepreload" crossorigin href="${base}${file}">\n`)
    .join('');
  if (!html.includes('</head>')) throw new Error('index.html has no </head>');
  return html.replace('</head>', `${links}  </head>`);
}

/**
 * Writes `pages/{name}.html` for each page: index.html that names the page's chunks itself. A
 * page is its route's module, or that and the modules of the parts it fetches as it first
 * renders for every viewer (the item page's sections below the photos).
 * Opened directly (a link, a reload), a page's chunks are otherwise found by the entry's router
 * once the entry has loaded and run, and Vite's preload helper then adds a `<link>` for each of
 * them from script: on a phone the item page's 70-odd links took a quarter of a second of the
 * first long task, and its chunks started only after the entry's (issue 10, Lighthouse's TBT and
 * LCP). Named in the HTML, they load beside the entry, and the helper finds them there and adds
 * nothing. The server sends a page's file only to a browser with a session: signed out, the page
 * goes to the sign-in page, and its chunks would load for nothing.
 */
export function pagePreloads(pages: Record<string, string | readonly string[]>): Plugin {
  let root = process.cwd();
  let outDir = 'dist';
  let base = '/';
  return {
    name: 'dealer:page-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
      base = config.base;
    },
    async writeBundle(_options, bundle) {
      const [html, manifestText] = await Promise.all([
        readFile(path.join(outDir, 'index.html'), 'utf8'),
        readFile(path.join(outDir, '.vite/manifest.json'), 'utf8'),
      ]);
      const manifest = JSON.parse(manifestText) as Manifest;
      const chunks = Object.values(bundle).flatMap((output) =>
        output.type === 'chunk' ? [output] : [],
      );
      await mkdir(path.join(outDir, 'pages'), { recursive: true });
      await Promise.all(
        Object.entries(pages).map(([name, sources]) => {
          const keys = (typeof sources === 'string' ? [sources] : sources).map((source) => {
            const id = path.resolve(root, source);
            const chunk = chunks.find((candidate) => candidate.moduleIds.includes(id));
            if (!chunk) throw new Error(`No chunk of the build holds ${source}`);
            return manifestKeyOf(manifest, chunk.fileName);
          });
          return writeFile(
            path.join(outDir, 'pages', `${name}.html`),
            withPagePreloads(html, manifest, keys, base),
          );
        }),
      );
    },
  };
}
