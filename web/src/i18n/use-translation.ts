import type { TFunction } from 'i18next';
import { useSyncExternalStore } from 'react';
import { i18n } from './index';

/** What a component translates with: the texts' function and the instance (its language). */
export interface Translation {
  t: TFunction<'translation'>;
  i18n: typeof i18n;
}

/**
 * The app's one translation hook, in place of react-i18next's `useTranslation`. That one builds
 * a copy of the i18next instance for every component that mounts (react-i18next 17): on the item
 * page, with a field label in every one of its dozens of fields, 68 ms of its load's page thread
 * in a CPU profile, the most of any one hook (issue 10, point 7). Here every component shares
 * one snapshot, made anew only when the texts can change: the language changed, or a catalogue
 * was added (the whole Finnish one arriving after the first screen's sections, as react-i18next
 * was told with `bindI18nStore: 'added'`). `t` reads the language when called, as react-i18next's
 * `getFixedT(null)` does, and is a new function on each change, so memos keyed on it follow.
 *
 * An added catalogue changes what is on screen only where a text was missing: the whole Finnish
 * catalogue arriving after the items page's first screen otherwise rendered every translated
 * component again, at once and for nothing (uSES renders are not sliced): a 20–80 ms task on the
 * items page after each load (issue 10). So it counts only after a text was asked for that no
 * catalogue had (i18next's 'missingKey'); a language change always counts.
 */
let snapshot: Translation = { t: i18n.getFixedT(null, 'translation'), i18n };
const listeners = new Set<() => void>();

function changed() {
  snapshot = { t: i18n.getFixedT(null, 'translation'), i18n };
  for (const listener of listeners) listener();
}
let hasMissedText = false;
i18n.on('missingKey', () => (hasMissedText = true));
i18n.on('languageChanged', changed);
i18n.store.on('added', () => {
  if (!hasMissedText) return;
  hasMissedText = false;
  changed();
});

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getSnapshot = () => snapshot;

export function useTranslation(): Translation {
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}
