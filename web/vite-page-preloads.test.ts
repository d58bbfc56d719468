import { describe, expect, it } from 'vitest';
import { manifestKeyOf, withPagePreloads } from './vite-page-preloads';

// A manifest of the shape Vite writes: the entry, two pages sharing a chunk with the entry and
// one with each other, and a chunk only another page needs.
const manifest = {
  'index.html': { file: 'assets/index-1.js', imports: ['_vendor.js'] },
  '_vendor.js': { file: 'assets/vendor-1.js' },
  '_dialog.js': { file: 'assets/dialog-1.js', imports: ['_vendor.js', '_zod.js'] },
  '_zod.js': { file: 'assets/zod-1.js' },
  '_other.js': { file: 'assets/other-1.js' },
  'src/item-page.tsx': {
    file: 'assets/item-page-1.js',
    imports: ['_vendor.js', '_dialog.js', '_zod.js'],
  },
  'src/settings-page.tsx': { file: 'assets/settings-page-1.js', imports: ['_other.js'] },
};
const html = '<html><head><script type="module" src="/assets/index-1.js"></script></head></html>';

describe('a page’s own index.html', () => {
  it('names the page’s chunk and each chunk it imports that the entry does not, once', () => {
    expect(withPagePreloads(html, manifest, 'src/item-page.tsx')).toBe(
      '<html><head><script type="module" src="/assets/index-1.js"></script>' +
        '    <link rel="modulepreload" crossorigin href="/assets/item-page-1.js">\n' +
        '    <link rel="modulepreload" crossorigin href="/assets/dialog-1.js">\n' +
        '    <link rel="modulepreload" crossorigin href="/assets/zod-1.js">\n' +
        '  </head></html>',
    );
  });

  it('adds the chunks of the parts the page fetches as it renders, each once', () => {
    expect(withPagePreloads(html, manifest, ['src/item-page.tsx', 'src/settings-page.tsx'])).toBe(
      '<html><head><script type="module" src="/assets/index-1.js"></script>' +
        '    <link rel="modulepreload" crossorigin href="/assets/item-page-1.js">\n' +
        '    <link rel="modulepreload" crossorigin href="/assets/dialog-1.js">\n' +
        '    <link rel="modulepreload" crossorigin href="/assets/zod-1.js">\n' +
        '    <link rel="modulepreload" crossorigin href="/assets/settings-page-1.js">\n' +
        '    <link rel="modulepreload" crossorigin href="/assets/other-1.js">\n' +
        '  </head></html>',
    );
  });

  it('uses the build’s base path', () => {
    expect(withPagePreloads(html, manifest, 'src/settings-page.tsx', '/app/')).toContain(
      'href="/app/assets/other-1.js"',
    );
  });

  it('refuses a page the manifest does not know, and html without a head', () => {
    expect(() => withPagePreloads(html, manifest, 'src/nowhere.tsx')).toThrow('src/nowhere.tsx');
    expect(() => withPagePreloads('<p>', manifest, 'src/item-page.tsx')).toThrow('</head>');
  });
});

describe('a page’s chunk in the manifest', () => {
  it('is found by its file, whether keyed by its source or by a shared chunk’s name', () => {
    expect(manifestKeyOf(manifest, 'assets/item-page-1.js')).toBe('src/item-page.tsx');
    expect(manifestKeyOf(manifest, 'assets/dialog-1.js')).toBe('_dialog.js');
    expect(() => manifestKeyOf(manifest, 'assets/nowhere-1.js')).toThrow('assets/nowhere-1.js');
  });
});
