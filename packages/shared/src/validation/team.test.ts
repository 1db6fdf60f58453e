import { describe, expect, it } from 'vitest';
import { messages } from '../messages.ts';
import { bulkMemberRow, hasUnsafeCharacter } from './team.ts';

const row = {
  first_name: 'Asha',
  last_name: 'Rao',
  username: 'asha_rao',
  email: 'asha@example.in',
  phone_number: '9876543210',
  country: 'India',
  country_code: '+91',
  role: '',
};

describe('a bulk-import row', () => {
  it('refuses a control character or half a surrogate pair in any cell, and keeps whole emoji', () => {
    expect(hasUnsafeCharacter('Asha\u0000')).toBe(true);
    expect(hasUnsafeCharacter('Ra\tshmi')).toBe(true);
    expect(hasUnsafeCharacter('R\ud800ao')).toBe(true);
    expect(hasUnsafeCharacter('R\udc00ao')).toBe(true);
    expect(hasUnsafeCharacter('Asha 🙂 Rao')).toBe(false);
    for (const column of ['first_name', 'email', 'role'] as const) {
      const result = bulkMemberRow.safeParse({ ...row, [column]: `${row[column]}\u0000` });
      expect(result.success).toBe(false);
      expect(result.error?.issues.find((i) => i.path[0] === column)?.message).toBe(
        messages.team.own.cellUnsafe,
      );
    }
    expect(bulkMemberRow.safeParse(row)).toMatchObject({ success: true, data: { role: undefined } });
  });
});
