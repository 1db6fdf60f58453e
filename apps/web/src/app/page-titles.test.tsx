import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aContractWorkspace } from '../features/workspaces/test-fixtures.ts';
import { useSessionStore } from '../lib/session-store.ts';
import { aUser, mockApi } from '../test/mock-api.ts';
import { renderApp } from '../test/render-app.tsx';

function signIn() {
  useSessionStore.getState().signIn({ token: 'tok', user_data: aUser });
}

const titleBecomes = (title: string) => waitFor(() => expect(document.title).toBe(title));

describe('the browser tab names the page', () => {
  it.each([
    ['/login', 'Sign in · LeXi'],
    ['/register', 'Create account · LeXi'],
    ['/forgot-password', 'Reset password · LeXi'],
    ['/verify/d1', 'Verify · LeXi'],
    ['/no-such-page', 'Page not found · LeXi'],
    ['/team/join?token=t', 'Join your firm · LeXi'],
    ['/team/set-password?token=t', 'Choose your password · LeXi'],
    ['/team/confirm?token=t', 'Confirm your account · LeXi'],
  ])('signed out, %s is "%s"', async (path, title) => {
    mockApi({});
    renderApp(path);
    await titleBecomes(title);
  });

  it.each([
    ['/dashboard', 'Dashboard · LeXi'],
    ['/dashboard/workspaces', 'Workspaces · LeXi'],
    ['/drafts/new', 'New contract · LeXi'],
    ['/e_mohar', 'e-mohar · LeXi'],
    ['/legal-vetting', 'Legal vetting · LeXi'],
    ['/dashboard/team-management', 'Team management · LeXi'],
  ])('signed in, %s is "%s"', async (path, title) => {
    signIn();
    mockApi({});
    renderApp(path);
    await titleBecomes(title);
  });

  it("names a workspace's page after the workspace once it has loaded", async () => {
    signIn();
    mockApi({
      '/api/workspaces/details/': {
        body: { success: true, workspace: aContractWorkspace(1, { name: 'Acme deals' }), contracts: [] },
      },
    });
    renderApp('/dashboard/workspace?id=cw1');
    await titleBecomes('Workspace · LeXi');
    await screen.findByRole('heading', { name: 'Acme deals' });
    await titleBecomes('Acme deals · LeXi');
  });

  it('gives the plain app name back when the app leaves a page', async () => {
    mockApi({});
    const app = renderApp('/login');
    await titleBecomes('Sign in · LeXi');
    app.unmount();
    expect(document.title).toBe('LeXi');
  });
});
