import { useCallback, useState } from 'react';

/** Reads a JSON value kept in local storage; anything unreadable gives the fallback. */
export function readStored<T>(key: string, fallback: T, isValid: (value: unknown) => boolean): T {
  try {
    const text = window.localStorage.getItem(key);
    if (text === null) return fallback;
    const value: unknown = JSON.parse(text);
    return isValid(value) ? (value as T) : fallback;
  } catch {
    return fallback;
  }
}

/** State that survives a reload (spec 7: local storage keeps the list view, filters and sort). */
export function useStoredState<T>(
  key: string,
  fallback: T,
  isValid: (value: unknown) => boolean,
): [T, (value: T) => void] {
  const [value, setValue] = useState<T>(() => readStored(key, fallback, isValid));
  const store = useCallback(
    (next: T) => {
      setValue(next);
      try {
        window.localStorage.setItem(key, JSON.stringify(next));
      } catch {
        // A full or blocked storage only costs the memory of the choice.
      }
    },
    [key],
  );
  return [value, store];
}
