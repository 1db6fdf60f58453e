import { createBrowserRouter, Navigate } from 'react-router';
import { ForgotPasswordPage } from '../features/accounts/components/forgot-password-page.tsx';
import { LoginPage } from '../features/accounts/components/login-page.tsx';
import { RegisterPage } from '../features/accounts/components/register-page.tsx';
import { ContractEditorDemoPage } from '../features/demo-editor/components/contract-editor-demo-page.tsx';
import { DocumentsPage } from '../features/documents/components/documents-page.tsx';
import { ContractEditorPage } from '../features/drafting/components/contract-editor-page.tsx';
import { DraftNewPage } from '../features/drafting/components/draft-new-page.tsx';
import { SharedContractPage } from '../features/drafting/components/shared-contract-page.tsx';
import { SharedSignPage } from '../features/emohar/components/shared-sign-page.tsx';
import { VerifyPage } from '../features/emohar/components/verify-page.tsx';
import { LawyerDeskPage } from '../features/legal-vetting/components/lawyer-desk-page.tsx';
import { LegalVettingPage } from '../features/legal-vetting/components/legal-vetting-page.tsx';
import { VettingContractPage } from '../features/legal-vetting/components/vetting-contract-page.tsx';
import { ConfirmAccountPage } from '../features/team/components/confirm-account-page.tsx';
import { JoinTeamPage } from '../features/team/components/join-team-page.tsx';
import { SetPasswordPage } from '../features/team/components/set-password-page.tsx';
import { TeamManagementPage } from '../features/team/components/team-management-page.tsx';
import { ContractWorkspacePage } from '../features/workspaces/components/contract-workspace-page.tsx';
import { LitigationWorkspacePage } from '../features/workspaces/components/litigation-workspace-page.tsx';
import { WorkspacesPage } from '../features/workspaces/components/workspaces-page.tsx';
import { PublicLayout } from './layouts/public-layout.tsx';
import { SignedInLayout } from './layouts/signed-in-layout.tsx';
import { DashboardRoute } from './routes/dashboard-route.tsx';
import { EmoharRoute, SignedRoute } from './routes/emohar-routes.tsx';
import { NotFoundPage } from './routes/not-found-page.tsx';
import { RedirectIfSignedIn } from './routes/redirect-if-signed-in.tsx';

export const routes = [
  { path: '/', element: <Navigate to="/dashboard" replace /> },
  {
    element: <PublicLayout />,
    children: [
      {
        path: '/login',
        element: (
          <RedirectIfSignedIn>
            <LoginPage />
          </RedirectIfSignedIn>
        ),
      },
      {
        path: '/register',
        element: (
          <RedirectIfSignedIn>
            <RegisterPage />
          </RedirectIfSignedIn>
        ),
      },
      { path: '/forgot-password', element: <ForgotPasswordPage /> },
      // The counter party and anyone verifying a signed file have no account.
      { path: '/e_mohar/sign-multi-party', element: <SharedSignPage /> },
      { path: '/verify/:id', element: <VerifyPage /> },
      { path: '/share-draft', element: <SharedContractPage /> },
      { path: '/share-contract', element: <SharedContractPage /> },
      // An invited or imported firm member has no session yet.
      { path: '/team/join', element: <JoinTeamPage /> },
      { path: '/team/set-password', element: <SetPasswordPage /> },
      { path: '/team/confirm', element: <ConfirmAccountPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
  {
    element: <SignedInLayout />,
    children: [
      { path: '/dashboard', element: <DashboardRoute /> },
      { path: '/dashboard/team-management', element: <TeamManagementPage /> },
      { path: '/dashboard/workspaces', element: <WorkspacesPage /> },
      { path: '/dashboard/workspace', element: <ContractWorkspacePage /> },
      { path: '/dashboard/litigation/:id', element: <LitigationWorkspacePage /> },
      { path: '/dashboard/contract-editor-demo', element: <ContractEditorDemoPage /> },
      { path: '/documents', element: <DocumentsPage /> },
      { path: '/e_mohar', element: <EmoharRoute /> },
      { path: '/e_mohar/signed', element: <SignedRoute /> },
      { path: '/drafts/new', element: <DraftNewPage /> },
      { path: '/drafts/:id', element: <ContractEditorPage /> },
      { path: '/legal-vetting', element: <LegalVettingPage /> },
      { path: '/legal-vetting/contracts/:contractId', element: <VettingContractPage /> },
      { path: '/lawyer-desk', element: <LawyerDeskPage /> },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
