// The browser's `@emotion/use-insertion-effect-with-fallbacks` (vite.config.ts points the bare
// specifier here), and the app's emotion cache: a styled component's styles are compiled while it
// renders, and inserted into the page's sheet together at the start of React's commit.
//
// Emotion serialises a component's styles as it renders, then compiles them with stylis and
// inserts the rules in an insertion effect. Insertion effects run in the commit, which React does
// not split, so when a page first shows, every new style of the page was compiled in that one
// task: in profiles of the item page taken with Lighthouse's mobile settings, stylis was about a
// third of its commit and the sheet's inserts a fifth. Compiled while rendering, the compiling is
// spread over the render's 5 ms slices, which the browser can answer input between. The rules are
// still inserted in the commit, all at once: a sheet changed between two slices would make the
// browser rebuild its rule set (thousands of rules) at every frame it draws meanwhile, which cost
// the items page more than the compiling saved there (docs/decisions.md).
import createCache from '@emotion/cache';
import { useInsertionEffect } from 'react';

/** The rules compiled by renders not yet committed, in the order they were compiled. */
let held: string[] = [];
let isCompiling = false;

/** The app's emotion cache (given by `AppProviders`): its sheet takes what a render compiles. */
export const emotionCache = createCache({ key: 'css' });
const insertRule = emotionCache.sheet.insert.bind(emotionCache.sheet);
emotionCache.sheet.insert = (rule: string) => {
  if (isCompiling) held.push(rule);
  else insertRule(rule);
};

function insertHeldRules() {
  const rules = held;
  held = [];
  for (const rule of rules) insertRule(rule);
}

/** Runs emotion's insertion of a style with the sheet holding what it compiles. */
function compileHeld(insert: () => unknown) {
  isCompiling = true;
  try {
    insert();
  } finally {
    isCompiling = false;
  }
}

/**
 * A styled component's styles: compiled as it renders (emotion's own way without insertion
 * effects; a style the cache has is not compiled again), and inserted with every rule held so far
 * at the first insertion effect of the commit. A render React drops leaves its rules held until
 * the next commit, which inserts them too: the cache counts a style as inserted once compiled, so
 * its rules must reach the sheet.
 */
export const useInsertionEffectAlwaysWithSyncFallback = (insert: () => unknown): void => {
  compileHeld(insert);
  useInsertionEffect(insertHeldRules);
};

/** Global styles keep their insertion effect: their sheet is their own. */
export const useInsertionEffectWithLayoutFallback = useInsertionEffect;
