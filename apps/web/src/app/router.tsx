import { Suspense } from 'react';
import { createBrowserRouter, Navigate } from 'react-router';
import { PublicLayout } from './layouts/public-layout.tsx';
import { lazyPage } from './routes/lazy-page.tsx';
import { PageLoading } from './routes/page-loading.tsx';
import { RedirectIfSignedIn } from './routes/redirect-if-signed-in.tsx';
import { signedInPages, signedInRoutes } from './routes/signed-in-routes.tsx';

// Every page is a chunk of its own, fetched when first shown (issue 12: a light first page), and so
// is the signed-in area's frame (sidebar, account menu): /login needs none of it. The signed-in
// area's pages are in routes/signed-in-routes.tsx.
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
const SharedContractPage = lazyPage(() =>
  import('../features/drafting/components/shared-contract-page.tsx').then((m) => m.SharedContractPage),
);
const SharedSignPage = lazyPage(() =>
  import('../features/emohar/components/shared-sign-page.tsx').then((m) => m.SharedSignPage),
);
const VerifyPage = lazyPage(() =>
  import('../features/emohar/components/verify-page.tsx').then((m) => m.VerifyPage),
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
const NotFoundPage = lazyPage(() => import('./routes/not-found-page.tsx').then((m) => m.NotFoundPage));

/** Every lazy page, for a caller that needs them all loaded first (the unit tests' renderApp). */
export const lazyPages = [
  ...signedInPages,
  SignedInLayout,
  ForgotPasswordPage,
  LoginPage,
  RegisterPage,
  SharedContractPage,
  SharedSignPage,
  VerifyPage,
  ConfirmAccountPage,
  JoinTeamPage,
  SetPasswordPage,
  NotFoundPage,
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
    children: signedInRoutes,
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
