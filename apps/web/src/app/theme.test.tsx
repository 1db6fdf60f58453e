import { Badge, FileInput } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Providers } from './providers.tsx';
import { createQueryClient } from './query-client.ts';

describe('the theme', () => {
  it("names every file field's clear button", () => {
    const chosen = new File(['a,b'], 'members.csv', { type: 'text/csv' });
    render(
      <Providers queryClient={createQueryClient()} env="test">
        <FileInput label="Member list" clearable value={chosen} onChange={() => {}} />
      </Providers>,
    );
    expect(screen.getByRole('button', { name: 'Clear the chosen file' })).toBeTruthy();
  });

  it('keeps a badge whole beside a long title or in a table column (no "DR…" for draft)', () => {
    render(
      <Providers queryClient={createQueryClient()} env="test">
        <Badge>draft</Badge>
      </Providers>,
    );
    const badge = screen.getByText('draft').closest('.mantine-Badge-root') as HTMLElement;
    expect(badge.style.minWidth).toBe('max-content');
    expect(badge.style.flexShrink).toBe('0');
  });

  it("draws a file field's placeholder in the dimmed colour, which keeps 4.5:1", () => {
    render(
      <Providers queryClient={createQueryClient()} env="test">
        <FileInput label="Signed PDF" placeholder="Choose a PDF file" />
      </Providers>,
    );
    expect(screen.getByText('Choose a PDF file').style.color).toBe('var(--mantine-color-dimmed)');
  });
});
