import { describe, expect, it } from 'vitest';
import { benchSigning } from './signing.bench.ts';

describe('benchSigning', () => {
  it('reports the seal time of a 20-page PDF and signatures per second', async () => {
    const result = await benchSigning(300);
    expect(result.sealMsFor20Pages).toBeGreaterThan(0);
    expect(result.signaturesPerSecond).toBeGreaterThan(0);
    expect(result.visibleSignaturesPerSecond).toBeGreaterThan(0);
  });
});
