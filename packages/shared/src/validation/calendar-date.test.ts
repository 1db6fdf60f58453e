import { describe, expect, it } from 'vitest';
import { messages } from '../messages.ts';
import { calendarDateField, fieldError, momentField, startsWithCalendarDate } from './fields.ts';

describe('calendar days', () => {
  it('accepts the days that exist, 29 February of a leap year included', () => {
    for (const day of [
      '2027-01-31',
      '2028-02-29',
      '2000-02-29',
      '0001-01-01',
      '9999-12-31',
      '2027-04-30T18:00',
    ]) {
      expect(startsWithCalendarDate(day), day).toBe(true);
    }
  });

  it('refuses days Date.parse rolls over, month 13, day 0 and year 0', () => {
    for (const day of [
      '2026-02-30',
      '2026-02-31',
      '2027-02-29',
      '1900-02-29',
      '2026-04-31',
      '2026-13-01',
      '2026-00-10',
      '2026-01-00',
      '0000-01-01',
      '26-01-01',
    ]) {
      expect(startsWithCalendarDate(day), day).toBe(false);
    }
  });

  it('an e-mohar expiry date that does not exist gets its message, not a 500 later', () => {
    const field = calendarDateField(messages.emohar.own.expiryDateInvalid);
    expect(fieldError(field, '2026-02-30')).toBe(messages.emohar.own.expiryDateInvalid);
    expect(fieldError(field, '0000-01-01')).toBe(messages.emohar.own.expiryDateInvalid);
    expect(fieldError(field, '')).toBe(messages.common.required);
    expect(field.parse('2027-03-31T10:00:00Z')).toBe('2027-03-31');
  });

  it('a link expiry on a day that does not exist is refused, not moved to another day', () => {
    const field = momentField({
      required: messages.emohar.expiryRequired,
      invalid: messages.emohar.own.expiryInvalid,
    });
    expect(fieldError(field, '2026-02-30T10:00')).toBe(messages.emohar.own.expiryInvalid);
    expect(fieldError(field, '')).toBe(messages.emohar.expiryRequired);
    expect(field.parse('2027-03-01T10:00:00.000Z').toISOString()).toBe('2027-03-01T10:00:00.000Z');
  });
});
