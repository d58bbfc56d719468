/**
 * A lazily loaded chunk that did not arrive: the connection dropped, or a redeploy replaced the
 * hashed files an open tab still asks for. Each browser words it its own way; Vite's preload
 * helper adds its own for CSS.
 */
const chunkLoadMessages = [
  /Failed to fetch dynamically imported module/i, // Chromium
  /error loading dynamically imported module/i, // Firefox
  /Importing a module script failed/i, // Safari
  /Unable to preload CSS/i, // Vite
  /Loading (CSS )?chunk [\w-]+ failed/i,
];

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return chunkLoadMessages.some((pattern) => pattern.test(error.message));
}

/** Remembers the automatic reload for this tab, so that a chunk missing for good shows a prompt. */
export const chunkReloadKey = 'dealer-auction.chunk-reload';
/** A second failure within this time is not a stale tab: the app asks the user instead. */
export const chunkReloadGuardMs = 60_000;

type ReloadStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** Whether the page may reload itself for a chunk load error now: not twice within the guard. */
export function mayReloadForChunk(storage: ReloadStorage, now: number): boolean {
  try {
    const last = Number(storage.getItem(chunkReloadKey));
    return !(Number.isFinite(last) && last > 0 && now - last < chunkReloadGuardMs);
  } catch {
    return false; // storage blocked: without the guard, never reload by itself
  }
}

/** Marks the automatic reload, so that the reloaded page does not reload again in a loop. */
export function markChunkReload(storage: ReloadStorage, now: number): void {
  try {
    storage.setItem(chunkReloadKey, String(now));
  } catch {
    // mayReloadForChunk says no when the storage is blocked
  }
}

/**
 * Whether the server answers now. A chunk lost with the connection is not brought back by a
 * reload while the server is out of reach: the browser would show its own error page instead.
 */
export async function isServerReachable(): Promise<boolean> {
  try {
    return (await fetch('/', { method: 'HEAD', cache: 'no-store' })).ok;
  } catch {
    return false;
  }
}

/** Loads the page again; its own module, so that tests can watch it (jsdom cannot). */
export function reloadPage(): void {
  window.location.reload();
}
