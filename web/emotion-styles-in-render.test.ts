import path from 'node:path';
import { serializeStyles } from '@emotion/serialize';
import { render } from '@testing-library/react';
import { createElement, Fragment, useInsertionEffect } from 'react';
import { resolveConfig } from 'vite';
import { describe, expect, it } from 'vitest';
import {
  emotionCache,
  useInsertionEffectAlwaysWithSyncFallback,
  useInsertionEffectWithLayoutFallback,
} from './src/emotion-styles-in-render';

const web = import.meta.dirname;

const sheetText = () =>
  emotionCache.sheet.tags
    .map((tag) =>
      [tag.textContent ?? '', ...[...(tag.sheet?.cssRules ?? [])].map((rule) => rule.cssText)].join(
        '\n',
      ),
    )
    .join('\n');

/** What emotion's `Insertion` does for a styled element, with this module's hook. */
function Styled({ colour, seen }: { colour: string; seen: string[] }) {
  const serialized = serializeStyles([{ color: colour }]);
  useInsertionEffectAlwaysWithSyncFallback(() => {
    seen.push(`compiled ${colour}`);
    emotionCache.insert(`.css-${serialized.name}`, serialized, emotionCache.sheet, true);
  });
  return null;
}

function Probe({ colour, seen }: { colour: string; seen: string[] }) {
  seen.push(`${colour} in the sheet while rendering: ${sheetText().includes(colour)}`);
  return null;
}

describe('emotion’s styles compiled while rendering', () => {
  it('compiles in render and inserts the rules at the commit’s first insertion effect', () => {
    const seen: string[] = [];
    function Committed() {
      useInsertionEffect(() => {
        seen.push(`in the sheet at the commit: ${sheetText().includes('rgb(1, 2, 3)')}`);
      });
      return null;
    }
    render(
      createElement(
        Fragment,
        null,
        createElement(Styled, { colour: 'rgb(1, 2, 3)', seen }),
        createElement(Probe, { colour: 'rgb(1, 2, 3)', seen }),
        createElement(Committed),
      ),
    );
    expect(seen).toEqual([
      'compiled rgb(1, 2, 3)',
      'rgb(1, 2, 3) in the sheet while rendering: false',
      'in the sheet at the commit: true',
    ]);
  });

  it('inserts at once what is compiled outside a render, and keeps global styles’ effect', () => {
    const serialized = serializeStyles([{ color: 'rgb(4, 5, 6)' }]);
    emotionCache.insert(`.css-${serialized.name}`, serialized, emotionCache.sheet, true);
    expect(sheetText()).toContain('rgb(4, 5, 6)');
    expect(useInsertionEffectWithLayoutFallback).toBe(useInsertionEffect);
  });

  it('is what emotion imports in the build', async () => {
    const config = await resolveConfig({ configFile: path.join(web, 'vite.config.ts') }, 'build');
    const resolve = config.createResolver();
    const importer = path.join(
      web,
      '../node_modules/@emotion/react/dist/emotion-react.browser.esm.js',
    );
    expect(await resolve('@emotion/use-insertion-effect-with-fallbacks', importer)).toBe(
      path.join(web, 'src/emotion-styles-in-render.ts'),
    );
  });
});
