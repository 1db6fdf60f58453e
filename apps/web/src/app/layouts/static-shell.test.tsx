import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '../../lib/session-store.ts';
import { aUser, mockApi } from '../../test/mock-api.ts';
import { renderApp } from '../../test/render-app.tsx';

/** index.html's static frame, as the page has it before the app starts. */
function addStaticShell() {
  const shell = document.createElement('div');
  shell.id = 'static-shell';
  document.body.append(shell);
}

afterEach(() => document.getElementById('static-shell')?.remove());

describe("index.html's static frame", () => {
  it('goes once the signed-out layout shows its own header', async () => {
    addStaticShell();
    mockApi({});
    renderApp('/login');
    await screen.findByRole('heading', { name: 'Sign in to LeXi' });
    expect(document.getElementById('static-shell')).toBeNull();
  });

  it('goes once the signed-in frame shows its own header', async () => {
    useSessionStore.getState().signIn({ token: 'tok', user_data: aUser });
    addStaticShell();
    mockApi({});
    renderApp('/drafts/new');
    await screen.findByRole('navigation', { name: 'Main' });
    await waitFor(() => expect(document.getElementById('static-shell')).toBeNull());
  });
});
