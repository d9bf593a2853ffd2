import { reaction } from 'mobx';
import type { KeyValueStorage } from '../platform';

const STORAGE_KEY = 'rigsmith.customiser';

/** The build's local copy: kept across reloads, unsaved edits to an opened draft included. */
export interface SavedBuild {
  code: string;
  reference: string | null;
  draftId: number | null;
}

/** The local copy, or null when there is none or it can't be read. */
export function readSavedBuild(storage: KeyValueStorage): SavedBuild | null {
  try {
    const value = JSON.parse(storage.getItem(STORAGE_KEY) ?? 'null') as {
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

/** Writes the local copy whenever the build changes; answers the function that stops it. */
export function keepBuildSaved(storage: KeyValueStorage, build: () => SavedBuild): () => void {
  return reaction(build, (value) => storage.setItem(STORAGE_KEY, JSON.stringify(value)));
}
