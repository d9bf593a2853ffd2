import { configure } from 'mobx';
import { beforeAll, describe, expect, it } from 'vitest';
import { memoryStorage } from '../platform';
import { byId, catalogue } from '../testing/customiserCatalogue';
import { CustomiserStore } from './CustomiserStore';
import { readSavedBuild } from './savedBuild';

describe('savedBuild', () => {
  beforeAll(() => configure({ enforceActions: 'always' }));

  it("keeps a guest's build across a reload", async () => {
    const storage = memoryStorage();
    const first = new CustomiserStore({ catalogue: catalogue(), storage });
    await first.restore();
    first.select(byId('case-4000d'));
    first.select(byId('cpu-7800x3d'));
    first.dispose();
    const second = new CustomiserStore({ catalogue: catalogue(), storage });
    await second.restore();
    expect(second.lines.map((line) => line.part.id)).toEqual(['case-4000d', 'cpu-7800x3d']);
  });

  it('keeps a build opened before the restore, and writes no copy of an empty build', async () => {
    const storage = memoryStorage();
    const empty = new CustomiserStore({ catalogue: catalogue(), storage });
    await empty.restore();
    expect(storage.getItem('rigsmith.customiser')).toBeNull();
    empty.dispose();

    const opened = new CustomiserStore({ catalogue: catalogue(), storage });
    await opened.openCode('case-4000d.cpu-7800x3d');
    await opened.restore();
    expect(readSavedBuild(storage)).toEqual({
      code: 'case-4000d.cpu-7800x3d',
      reference: null,
      draftId: null,
    });
    opened.dispose();
    const reloaded = new CustomiserStore({ catalogue: catalogue(), storage });
    await reloaded.restore();
    expect(reloaded.lines.map((line) => line.part.id)).toEqual(['case-4000d', 'cpu-7800x3d']);
  });

  it('reads the stored copy once, then compares each change with what it wrote', async () => {
    const kept = memoryStorage();
    let reads = 0;
    const storage = {
      ...kept,
      getItem: (key: string) => {
        reads += 1;
        return kept.getItem(key);
      },
    };
    const store = new CustomiserStore({ catalogue: catalogue(), storage });
    await store.restore();
    const readsAtRestore = reads;
    store.select(byId('case-4000d'));
    store.select(byId('cpu-7800x3d'));
    expect(reads).toBe(readsAtRestore);
    expect(readSavedBuild(kept)?.code).toBe(store.code);
    store.dispose();
  });

  it('reads no local copy from a missing, malformed or code-less value, and drops a bad draft id', () => {
    const storage = memoryStorage();
    expect(readSavedBuild(storage)).toBeNull();
    storage.setItem('rigsmith.customiser', '{not json');
    expect(readSavedBuild(storage)).toBeNull();
    storage.setItem('rigsmith.customiser', JSON.stringify({ reference: 'forge' }));
    expect(readSavedBuild(storage)).toBeNull();
    storage.setItem('rigsmith.customiser', JSON.stringify({ code: 'x', draftId: 1.5 }));
    expect(readSavedBuild(storage)).toEqual({ code: 'x', reference: null, draftId: null });
  });
});
