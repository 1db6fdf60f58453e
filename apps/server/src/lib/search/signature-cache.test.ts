import { describe, expect, it } from 'vitest';
import { signatureCache } from './signature-cache.ts';

describe('signatureCache', () => {
  it('shares one build between concurrent callers and rebuilds when the signature changes', async () => {
    const key = {};
    let version = 'v1';
    let builds = 0;
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const cache = signatureCache(
      async () => version,
      async () => {
        builds += 1;
        await gate;
        return `index ${builds}`;
      },
    );
    const warm = cache(key);
    const search = cache(key);
    await new Promise((resolve) => setImmediate(resolve));
    expect(cache.isBuilt(key)).toBe(false);
    release();
    expect(await Promise.all([warm, search])).toEqual(['index 1', 'index 1']);
    expect(builds).toBe(1);
    expect(cache.isBuilt(key)).toBe(true);
    version = 'v2';
    expect(await cache(key)).toBe('index 2');
    expect(builds).toBe(2);
  });

  it('keeps no failed build', async () => {
    const key = {};
    let fail = true;
    const cache = signatureCache(
      async () => 'same',
      async () => {
        if (fail) throw new Error('database gone');
        return 'index';
      },
    );
    await expect(cache(key)).rejects.toThrow('database gone');
    expect(cache.isBuilt(key)).toBe(false);
    fail = false;
    expect(await cache(key)).toBe('index');
    expect(cache.isBuilt(key)).toBe(true);
  });
});
