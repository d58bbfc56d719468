import axe from 'axe-core';
import type { Page } from 'playwright-core';

/** The little of the browser's globals used here (this project's types know Node, not the DOM). */
interface BrowserGlobals {
  document: {
    getAnimations(): Array<{
      playState: string;
      effect: { getTiming(): { iterations?: number } } | null;
    }>;
  };
}

/** Findings that fail a journey; moderate and minor ones are left to review. */
const failingImpacts: ReadonlySet<string> = new Set(['serious', 'critical']);

/**
 * Runs axe (WCAG rules, as axe-core ships them) on the page as it is shown now, open dialogs
 * and menus included, and fails on a serious or critical finding. Each journey calls it after
 * every navigation, once the page it waited for has rendered.
 */
export async function expectAccessible(page: Page): Promise<void> {
  // A dialog fading in is half transparent: its colours are judged once transitions end
  // (endless ones, such as a spinner, never do and are not waited for).
  await page.waitForFunction(() =>
    (globalThis as unknown as BrowserGlobals).document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getTiming().iterations === Infinity,
      ),
  );
  // As text through the DevTools protocol: the app's Content-Security-Policy does not apply.
  if (!(await page.evaluate<boolean>("typeof axe !== 'undefined'"))) {
    await page.evaluate(axe.source);
  }
  // A transition that starts after the wait above (a select enabled when its options arrive
  // fades its label from the disabled grey to the normal one in 200 ms) would be judged on a
  // colour between two that pass. While axe runs, transitions are off: every colour is its end.
  await page.evaluate(
    "document.head.appendChild(Object.assign(document.createElement('style'), { id: 'axe-no-transitions', textContent: '*, *::before, *::after { transition: none !important; }' }))",
  );
  const { violations } = await page
    .evaluate<axe.AxeResults>("axe.run(document, { resultTypes: ['violations'] })")
    .finally(() => page.evaluate("document.getElementById('axe-no-transitions')?.remove()"));
  const failing = violations.filter((violation) => failingImpacts.has(violation.impact ?? ''));
  if (failing.length === 0) return;
  const where = new URL(page.url()).pathname;
  throw new Error(
    `axe found ${failing.length} serious or critical problem(s) on ${where}:\n` +
      failing
        .map(
          ({ id, impact, help, nodes }) =>
            `- ${id} (${impact}): ${help}\n` +
            nodes
              .slice(0, 5)
              .map((node) => `    ${node.target.join(' ')}: ${node.html.slice(0, 160)}`)
              .join('\n'),
        )
        .join('\n'),
  );
}
