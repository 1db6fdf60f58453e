import { Suspense } from 'react';
import { createBrowserRouter, Navigate } from 'react-router';
import { PublicLayout } from './layouts/public-layout.tsx';
import { lazyPage } from './routes/lazy-page.tsx';
import { PageLoading } from './routes/page-loading.tsx';
import { RedirectIfSignedIn } from './routes/redirect-if-signed-in.tsx';

// Every page is a chunk of its own, fetched when first shown (issue 12: a light first page), and so
// is the signed-in area's frame (sidebar, account menu): /login needs none of it.
const SignedInLayout = lazyPage(() => import('./layouts/signed-in-layout.tsx').then((m) => m.SignedInLayout));
const ForgotPasswordPage = lazyPage(() =>
  import('../features/accounts/components/forgot-password-page.tsx').then((m) => m.ForgotPasswordPage),
);
const LoginPage = lazyPage(() =>
  import('../features/accounts/components/login-page.tsx').then((m) => m.LoginPage),
);
const RegisterPage = lazyPage(() =>
  import('../features/accounts/components/register-page.tsx').then((m) => m.RegisterPage),
);
const ContractEditorDemoPage = lazyPage(() =>
  import('../features/demo-editor/components/contract-editor-demo-page.tsx').then(
    (m) => m.ContractEditorDemoPage,
  ),
);
const DocumentsPage = lazyPage(() =>
  import('../features/documents/components/documents-page.tsx').then((m) => m.DocumentsPage),
);
const ContractEditorPage = lazyPage(() =>
  import('../features/drafting/components/contract-editor-page.tsx').then((m) => m.ContractEditorPage),
);
const DraftNewPage = lazyPage(() =>
  import('../features/drafting/components/draft-new-page.tsx').then((m) => m.DraftNewPage),
);
const SharedContractPage = lazyPage(() =>
  import('../features/drafting/components/shared-contract-page.tsx').then((m) => m.SharedContractPage),
);
const SharedSignPage = lazyPage(() =>
  import('../features/emohar/components/shared-sign-page.tsx').then((m) => m.SharedSignPage),
);
const VerifyPage = lazyPage(() =>
  import('../features/emohar/components/verify-page.tsx').then((m) => m.VerifyPage),
);
const LawyerDeskPage = lazyPage(() =>
  import('../features/legal-vetting/components/lawyer-desk-page.tsx').then((m) => m.LawyerDeskPage),
);
const LegalVettingPage = lazyPage(() =>
  import('../features/legal-vetting/components/legal-vetting-page.tsx').then((m) => m.LegalVettingPage),
);
const VettingContractPage = lazyPage(() =>
  import('../features/legal-vetting/components/vetting-contract-page.tsx').then((m) => m.VettingContractPage),
);
const IqPage = lazyPage(() => import('../features/iq/components/iq-page.tsx').then((m) => m.IqPage));
const AnalysisPage = lazyPage(() =>
  import('../features/iq/components/analysis-page.tsx').then((m) => m.AnalysisPage),
);
const ConfirmAccountPage = lazyPage(() =>
  import('../features/team/components/confirm-account-page.tsx').then((m) => m.ConfirmAccountPage),
);
const JoinTeamPage = lazyPage(() =>
  import('../features/team/components/join-team-page.tsx').then((m) => m.JoinTeamPage),
);
const SetPasswordPage = lazyPage(() =>
  import('../features/team/components/set-password-page.tsx').then((m) => m.SetPasswordPage),
);
const TeamManagementPage = lazyPage(() =>
  import('../features/team/components/team-management-page.tsx').then((m) => m.TeamManagementPage),
);
const ContractWorkspacePage = lazyPage(() =>
  import('../features/workspaces/components/contract-workspace-page.tsx').then(
    (m) => m.ContractWorkspacePage,
  ),
);
const LitigationWorkspacePage = lazyPage(() =>
  import('../features/workspaces/components/litigation-workspace-page.tsx').then(
    (m) => m.LitigationWorkspacePage,
  ),
);
const WorkspacesPage = lazyPage(() =>
  import('../features/workspaces/components/workspaces-page.tsx').then((m) => m.WorkspacesPage),
);
const NotFoundPage = lazyPage(() => import('./routes/not-found-page.tsx').then((m) => m.NotFoundPage));
const DashboardRoute = lazyPage(() => import('./routes/dashboard-route.tsx').then((m) => m.DashboardRoute));
const EmoharRoute = lazyPage(() => import('./routes/emohar-routes.tsx').then((m) => m.EmoharRoute));
const SignedRoute = lazyPage(() => import('./routes/emohar-routes.tsx').then((m) => m.SignedRoute));

/** Every lazy page, for a caller that needs them all loaded first (the unit tests' renderApp). */
export const lazyPages = [
  SignedInLayout,
  ForgotPasswordPage,
  LoginPage,
  RegisterPage,
  ContractEditorDemoPage,
  DocumentsPage,
  ContractEditorPage,
  DraftNewPage,
  SharedContractPage,
  SharedSignPage,
  VerifyPage,
  LawyerDeskPage,
  LegalVettingPage,
  VettingContractPage,
  IqPage,
  AnalysisPage,
  ConfirmAccountPage,
  JoinTeamPage,
  SetPasswordPage,
  TeamManagementPage,
  ContractWorkspacePage,
  LitigationWorkspacePage,
  WorkspacesPage,
  NotFoundPage,
  DashboardRoute,
  EmoharRoute,
  SignedRoute,
];

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
    element: (
      <Suspense fallback={<PageLoading frame />}>
        <SignedInLayout />
      </Suspense>
    ),
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
      { path: '/iq', element: <IqPage /> },
      { path: '/iq/:id', element: <AnalysisPage /> },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
