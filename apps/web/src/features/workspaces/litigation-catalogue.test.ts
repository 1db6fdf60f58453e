import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { inlineStrings } from '../../test/inline-strings.ts';

/** The litigation pages' components (the contract workspaces' are not yet checked). */
const LITIGATION = [
  'case-edit-modal.tsx',
  'case-generation-overlay.tsx',
  'case-package-panel.tsx',
  'case-wizard-modal.tsx',
  'judgement-text-modal.tsx',
  'litigation-cases.tsx',
  'litigation-item-menu.tsx',
  'litigation-workspace-card.tsx',
  'litigation-workspace-form-modal.tsx',
  'litigation-workspace-page.tsx',
  'litigation-workspaces-tab.tsx',
  'litigation-workspaces-table.tsx',
  'package-drafts.tsx',
  'package-facts.tsx',
  'package-judgements.tsx',
  'package-strategy.tsx',
  'source-passage.tsx',
];

describe('the litigation pages’ words', () => {
  it('are in the message catalogue, none written in a component', () => {
    const found: Record<string, string[]> = {};
    for (const name of LITIGATION) {
      const strings = inlineStrings(
        readFileSync(join(import.meta.dirname, 'components', name), 'utf8'),
        name,
      );
      if (strings.length > 0) found[name] = strings;
    }
    expect(found).toEqual({});
  });
});
