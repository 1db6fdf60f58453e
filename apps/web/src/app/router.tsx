import { createBrowserRouter, Navigate } from 'react-router';
import { ForgotPasswordPage } from '../features/accounts/components/forgot-password-page.tsx';
import { LoginPage } from '../features/accounts/components/login-page.tsx';
import { RegisterPage } from '../features/accounts/components/register-page.tsx';
import { ContractEditorPage } from '../features/drafting/components/contract-editor-page.tsx';
import { DraftNewPage } from '../features/drafting/components/draft-new-page.tsx';
import { SharedContractPage } from '../features/drafting/components/shared-contract-page.tsx';
import { EmoharPage } from '../features/emohar/components/emohar-page.tsx';
import { SharedSignPage } from '../features/emohar/components/shared-sign-page.tsx';
import { SignedPage } from '../features/emohar/components/signed-page.tsx';
import { VerifyPage } from '../features/emohar/components/verify-page.tsx';
import { PublicLayout } from './layouts/public-layout.tsx';
import { SignedInLayout } from './layouts/signed-in-layout.tsx';
import { DashboardRoute } from './routes/dashboard-route.tsx';
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
      { path: '*', element: <NotFoundPage /> },
    ],
  },
  {
    element: <SignedInLayout />,
    children: [
      { path: '/dashboard', element: <DashboardRoute /> },
      { path: '/e_mohar', element: <EmoharPage /> },
      { path: '/e_mohar/signed', element: <SignedPage /> },
      { path: '/drafts/new', element: <DraftNewPage /> },
      { path: '/drafts/:id', element: <ContractEditorPage /> },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
