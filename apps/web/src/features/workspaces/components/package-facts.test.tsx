import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Providers } from '../../../app/providers.tsx';
import { createQueryClient } from '../../../app/query-client.ts';
import { PackageFacts } from './package-facts.tsx';

const renderFacts = (facts: Parameters<typeof PackageFacts>[0]['facts']) =>
  render(
    <Providers queryClient={createQueryClient()} env="test">
      <PackageFacts facts={facts} />
    </Providers>,
  );

describe('the facts of a case package', () => {
  it('quotes the passage a fact was read from when it says more than the fact', () => {
    renderFacts([
      {
        date: '2022-08-12',
        text: 'Suresh Patil issued cheque No. 004512.',
        source: 'On 12/08/2022 the accused issued cheque No. 004512 for Rs. 2,50,000.',
        source_file: 'complaint.pdf',
      },
    ]);
    expect(screen.getByText(/for Rs\. 2,50,000/).closest('blockquote')).not.toBeNull();
    expect(screen.getByText('— complaint.pdf')).toBeTruthy();
  });

  it('does not quote a fact that is its passage word for word, but still names its file', () => {
    const typed = 'Anil Sharma ordered 20,000 cartons on 3 November 2025 and paid in full.';
    const { container } = renderFacts([
      { date: '2025-11-03', text: typed, source: `  ${typed}\n`, source_file: null },
      {
        date: null,
        text: 'The cartons failed the test.',
        source: 'the cartons failed the test.',
        source_file: 'report.pdf',
      },
    ]);
    expect(container.querySelector('blockquote')).toBeNull();
    expect(screen.getAllByText(typed)).toHaveLength(1);
    expect(screen.getByText('— report.pdf')).toBeTruthy();
  });
});
