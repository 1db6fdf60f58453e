import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { inlineStrings, inlineStringsIn } from '../../test/inline-strings.ts';

describe('LeXi IQ’s words', () => {
  it('are all in the shared message catalogue, none written in a component', () => {
    expect(inlineStringsIn(join(import.meta.dirname, 'components'))).toEqual({});
  });

  it('are found when a component writes them inline (the check can fail)', () => {
    const component = `
      import { Button } from '@mantine/core';
      export function Card({ n }: { n: number }) {
        usePageTitle('LeXi IQ');
        return (
          <Stack className="iq-card" aria-label="Loading the analysis">
            <Text size="sm">Nothing here yet.</Text>
            <Button>{n > 1 ? \`Passage \${n}\` : 'Done'}</Button>
            <Button aria-label={t.close}>{t.ok}</Button>
          </Stack>
        );
      }`;
    expect(inlineStrings(component)).toEqual([
      'LeXi IQ',
      'Loading the analysis',
      'Nothing here yet.',
      'Passage  ',
      'Done',
    ]);
  });
});
