import { describe, expect, it } from 'vitest';
import { initialsOf, unassignedMembers, visibleAvatars } from './team-initials.ts';
import { aLitigationWorkspace, aMember } from './test-fixtures.ts';
import {
  contractFiltersActive,
  filterLitigationWorkspaces,
  noContractFilters,
  paginate,
  statusGroupOf,
  uniqueById,
} from './workspace-filters.ts';

describe('the contract status mapping of the filters', () => {
  it('counts Drafted and Draft as Draft, In Review and Active as In Review, Completed and Archived as Completed', () => {
    expect(statusGroupOf('Drafted')).toBe('Draft');
    expect(statusGroupOf('Draft')).toBe('Draft');
    expect(statusGroupOf('In Review')).toBe('In Review');
    expect(statusGroupOf('Active')).toBe('In Review');
    expect(statusGroupOf('Completed')).toBe('Completed');
    expect(statusGroupOf('Archived')).toBe('Completed');
  });
});

describe('the Contracts tab filters', () => {
  it('tells whether any filter is on', () => {
    expect(contractFiltersActive(noContractFilters)).toBe(false);
    expect(contractFiltersActive({ ...noContractFilters, search: '  ' })).toBe(false);
    expect(contractFiltersActive({ ...noContractFilters, status: 'Draft' })).toBe(true);
  });
});

describe('the Litigation tab filters', () => {
  const civil = aLitigationWorkspace(2, { opponent_name: 'Northwind Ltd' });
  const criminal = aLitigationWorkspace(1, { area_of_law: 'Cyber crime' });

  it('searches name, client, opponent, case type and area of law', () => {
    const search = (text: string) =>
      filterLitigationWorkspaces([civil, criminal], { search: text, caseType: 'all' });
    expect(search('northwind')).toEqual([civil]);
    expect(search('cyber')).toEqual([criminal]);
    expect(search('criminal')).toEqual([criminal]);
    expect(search('Case 2')).toEqual([civil]);
    expect(search('client 1')).toEqual([criminal]);
  });

  it('keeps one case type', () => {
    expect(filterLitigationWorkspaces([civil, criminal], { search: '', caseType: 'Civil' })).toEqual([civil]);
  });
});

describe('paging', () => {
  const items = Array.from({ length: 25 }, (_, index) => index);

  it('cuts pages of the given size and counts them', () => {
    expect(paginate(items, 1, 9)).toEqual({ items: [0, 1, 2, 3, 4, 5, 6, 7, 8], page: 1, totalPages: 3 });
    expect(paginate(items, 3, 9).items).toEqual([18, 19, 20, 21, 22, 23, 24]);
    expect(paginate(items, 3, 12).items).toEqual([24]);
  });

  it('shows the last page when the page asked is past the end, and one empty page for nothing', () => {
    expect(paginate(items, 9, 10).page).toBe(3);
    expect(paginate([], 1, 10)).toEqual({ items: [], page: 1, totalPages: 1 });
  });

  it('drops repeated ids, keeping the first', () => {
    const list = [
      { id: 'a', n: 1 },
      { id: 'b', n: 2 },
      { id: 'a', n: 3 },
    ];
    expect(uniqueById(list)).toEqual([
      { id: 'a', n: 1 },
      { id: 'b', n: 2 },
    ]);
  });
});

describe('team avatars', () => {
  it('shows three initials, then +N', () => {
    const members = [aMember(1, 'Asha', 'Rao'), aMember(2), aMember(3), aMember(4), aMember(5)];
    const { shown, more } = visibleAvatars(members);
    expect(shown.map(initialsOf)).toEqual(['AR', 'FL', 'FL']);
    expect(more).toBe(2);
    expect(visibleAvatars(members.slice(0, 3)).more).toBe(0);
  });

  it('offers only the firm members not yet assigned (by email, any case)', () => {
    const firm = [aMember(1), aMember(2), aMember(3)];
    expect(unassignedMembers(firm, [{ email: 'MEMBER2@firm.test' }]).map((m) => m.username)).toEqual([
      'member1',
      'member3',
    ]);
  });
});
