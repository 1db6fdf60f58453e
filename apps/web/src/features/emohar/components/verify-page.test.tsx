import { messages } from '@lexi/shared/messages';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render-app.tsx';

describe('the verify page', () => {
  it('says what its file field wants before anything is chosen, and asks for the file on an empty Verify', async () => {
    const api = mockApi({});
    renderApp('/verify/d1');
    // An empty file field looked like a text box nobody could type in.
    expect(await screen.findByText('Choose a PDF file')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(messages.emohar.own.verifyFileRequired)).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });
});
