import { describe, expect, it } from 'vitest';
import indexHtml from '../../index.html?raw';
import favicon from '../../public/favicon.svg?raw';

// Issue 15: the tab showed no icon. Vite copies public/ to the build's root, where the server
// serves it; the browser journey checks the built page and the served file.
describe('favicon', () => {
  it('index.html links the SVG icon', () => {
    const page = new DOMParser().parseFromString(indexHtml, 'text/html');
    const icon = page.querySelector('link[rel="icon"]');
    expect(icon?.getAttribute('href')).toBe('/favicon.svg');
    expect(icon?.getAttribute('type')).toBe('image/svg+xml');
  });

  it('is an SVG drawing', () => {
    const drawing = new DOMParser().parseFromString(favicon, 'image/svg+xml');
    expect(drawing.documentElement.tagName).toBe('svg');
    expect(drawing.querySelector('parsererror')).toBeNull();
  });
});
