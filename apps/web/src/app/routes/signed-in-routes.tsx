import { lazyPage } from './lazy-page.tsx';

// The pages inside the signed-in frame (layouts/signed-in-layout.tsx), each a chunk of its own.
// Kept apart from the signed-out ones: the build (apps/web/build/first-pages.ts) lets only these
// share the dashboard's chunks, which their frame loads anyway; a signed-out page never loads them.
const DocumentsPage = lazyPage(() =>
  import('../../features/documents/components/documents-page.tsx').then((m) => m.DocumentsPage),
);
const ContractEditorPage = lazyPage(() =>
  import('../../features/drafting/components/contract-editor-page.tsx').then((m) => m.ContractEditorPage),
);
const DraftNewPage = lazyPage(() =>
  import('../../features/drafting/components/draft-new-page.tsx').then((m) => m.DraftNewPage),
);
const LawyerDeskPage = lazyPage(() =>
  import('../../features/legal-vetting/components/lawyer-desk-page.tsx').then((m) => m.LawyerDeskPage),
);
const LegalVettingPage = lazyPage(() =>
  import('../../features/legal-vetting/components/legal-vetting-page.tsx').then((m) => m.LegalVettingPage),
);
const VettingContractPage = lazyPage(() =>
  import('../../features/legal-vetting/components/vetting-contract-page.tsx').then(
    (m) => m.VettingContractPage,
  ),
);
const IqPage = lazyPage(() => import('../../features/iq/components/iq-page.tsx').then((m) => m.IqPage));
const AnalysisPage = lazyPage(() =>
  import('../../features/iq/components/analysis-page.tsx').then((m) => m.AnalysisPage),
);
const TeamManagementPage = lazyPage(() =>
  import('../../features/team/components/team-management-page.tsx').then((m) => m.TeamManagementPage),
);
const ContractWorkspacePage = lazyPage(() =>
  import('../../features/workspaces/components/contract-workspace-page.tsx').then(
    (m) => m.ContractWorkspacePage,
  ),
);
const LitigationWorkspacePage = lazyPage(() =>
  import('../../features/workspaces/components/litigation-workspace-page.tsx').then(
    (m) => m.LitigationWorkspacePage,
  ),
);
const WorkspacesPage = lazyPage(() =>
  import('../../features/workspaces/components/workspaces-page.tsx').then((m) => m.WorkspacesPage),
);
const LitigationWorkspacesPage = lazyPage(() =>
  import('../../features/workspaces/components/workspaces-page.tsx').then((m) => m.LitigationWorkspacesPage),
);
const ContractEditorDemoPage = lazyPage(() =>
  import('../../features/demo-editor/components/contract-editor-demo-page.tsx').then(
    (m) => m.ContractEditorDemoPage,
  ),
);
const DashboardRoute = lazyPage(() => import('./dashboard-route.tsx').then((m) => m.DashboardRoute));
const EmoharRoute = lazyPage(() => import('./emohar-routes.tsx').then((m) => m.EmoharRoute));
const SignedRoute = lazyPage(() => import('./emohar-routes.tsx').then((m) => m.SignedRoute));

/** Every page of the signed-in area, for a caller that needs them all loaded first (the unit tests). */
export const signedInPages = [
  DocumentsPage,
  ContractEditorPage,
  DraftNewPage,
  LawyerDeskPage,
  LegalVettingPage,
  VettingContractPage,
  IqPage,
  AnalysisPage,
  TeamManagementPage,
  ContractWorkspacePage,
  LitigationWorkspacePage,
  WorkspacesPage,
  LitigationWorkspacesPage,
  ContractEditorDemoPage,
  DashboardRoute,
  EmoharRoute,
  SignedRoute,
];

/** The signed-in area's routes, the children of its frame (app/router.tsx). */
export const signedInRoutes = [
  { path: '/dashboard', element: <DashboardRoute /> },
  { path: '/dashboard/team-management', element: <TeamManagementPage /> },
  { path: '/dashboard/workspaces', element: <WorkspacesPage /> },
  { path: '/dashboard/workspace', element: <ContractWorkspacePage /> },
  { path: '/dashboard/litigation', element: <LitigationWorkspacesPage /> },
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
];
