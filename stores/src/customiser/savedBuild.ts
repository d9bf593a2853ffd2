import { reaction } from 'mobx';
import type { KeyValueStorage } from '../platform';

/** The key of the build's copy: a cookie in the storefront, so the server renders the build. */
export const SAVED_BUILD_KEY = 'rigsmith.customiser';

/** The build's local copy: kept across reloads, unsaved edits to an opened draft included. */
export interface SavedBuild {
  code: string;
  reference: string | null;
  draftId: number | null;
}

/** The local copy, or null when there is none or it can't be read. */
export function readSavedBuild(storage: KeyValueStorage): SavedBuild | null {
  try {
    const value = JSON.parse(storage.getItem(SAVED_BUILD_KEY) ?? 'null') as {
      code?: unknown;
      reference?: unknown;
      draftId?: unknown;
    } | null;
    if (!value || typeof value.code !== 'string') return null;
    return {
      code: value.code,
      reference: typeof value.reference === 'string' ? value.reference : null,
      draftId:
        typeof value.draftId === 'number' && Number.isInteger(value.draftId) && value.draftId > 0
          ? value.draftId
          : null,
    };
  } catch {
    return null;
  }
}

const isEmpty = (build: SavedBuild) =>
  build.code === '' && build.reference === null && build.draftId === null;

/**
 * Writes the local copy now (a build opened from a link or a model is kept too) and whenever the
 * build changes; answers the function that stops it. An empty build with no copy writes nothing.
 * The storage is read once: later changes compare with what this copy last wrote, since reading a
 * cookie back (the storefront's storage) serialises every cookie, in the tap that chose the part.
 */
export function keepBuildSaved(storage: KeyValueStorage, build: () => SavedBuild): () => void {
  let stored = storage.getItem(SAVED_BUILD_KEY);
  return reaction(
    build,
    (value) => {
      const text = JSON.stringify(value);
      if (stored === text || (stored === null && isEmpty(value))) return;
      storage.setItem(SAVED_BUILD_KEY, text);
      stored = text;
    },
    { fireImmediately: true },
  );
}
