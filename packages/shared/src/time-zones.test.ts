import { describe, expect, it } from 'vitest';
import { canonicalTimeZone, timeZoneOptions } from './time-zones.ts';

describe('time zones', () => {
  it('names a renamed zone by its current IANA name', () => {
    expect(canonicalTimeZone('Asia/Calcutta')).toBe('Asia/Kolkata');
    expect(canonicalTimeZone('Europe/Kiev')).toBe('Europe/Kyiv');
    expect(canonicalTimeZone('Asia/Saigon')).toBe('Asia/Ho_Chi_Minh');
    expect(canonicalTimeZone('Etc/UTC')).toBe('UTC');
  });

  it('keeps a current name, and a zone that was merged into another, as they are', () => {
    expect(canonicalTimeZone('Asia/Kolkata')).toBe('Asia/Kolkata');
    expect(canonicalTimeZone('Europe/Bratislava')).toBe('Europe/Bratislava');
  });

  it('lists each zone once, under its current name, in order', () => {
    expect(timeZoneOptions(['UTC', 'Asia/Kolkata', 'Asia/Calcutta', 'Europe/Kiev'])).toEqual([
      'Asia/Kolkata',
      'Europe/Kyiv',
      'UTC',
    ]);
  });

  it("turns this runtime's whole list into one with no old names left", () => {
    const options = timeZoneOptions(Intl.supportedValuesOf('timeZone'));
    expect(options).toContain('Asia/Kolkata');
    expect(options).not.toContain('Asia/Calcutta');
    expect(new Set(options).size).toBe(options.length);
    for (const zone of options) expect(() => new Intl.DateTimeFormat('en', { timeZone: zone })).not.toThrow();
  });
});
