/**
 * The litigation pages' own words in the browser (not the spec's toasts): the workspace page, its
 * cases, the forms and the list. The catalogue's `litigation` area holds them as `page`.
 */

/** A case's fields, as the wizard, the case's card and its edit form label them. */
const caseFields = {
  caseType: 'Case Type',
  complainant: 'Complainant',
  accused: 'Accused',
  victim: 'Victim',
  allegations: 'Allegations',
  factsSummary: 'Facts Summary',
  representing: 'Representing',
} as const;

export const litigationPageMessages = {
  caseFields,
  /** A side one may represent, with the party's name: `Victim: Ravi Kumar`. */
  sideChoice: (side: 'victim' | 'accused', name: string) =>
    `${side === 'victim' ? caseFields.victim : caseFields.accused}: ${name}`,
  workspaceFields: {
    workspaceName: 'Workspace Name',
    client: 'Client',
    clientName: 'Client Name',
    opponent: 'Opponent',
    opponentName: 'Opponent Name',
    areaOfLaw: 'Area of Law',
    case: 'Case',
    created: 'Created',
    lastUpdated: 'Last updated',
    timeline: 'Timeline',
    actions: 'Actions',
  },
  workspacePage: {
    fallbackTitle: 'Litigation workspace',
    editDetails: 'Edit details',
    notExtractedTitle: 'Case details not extracted yet',
  },
  workspaceForm: {
    create: { title: 'Create New Workspace', submitLabel: 'Create Workspace', busyLabel: 'Creating...' },
    edit: { title: 'Edit workspace details', submitLabel: 'Save changes', busyLabel: 'Saving...' },
  },
  list: {
    tableLabel: 'Litigation workspaces',
    caseTypeFilter: 'Case type',
    statusFilter: 'Status (not available)',
    allStatus: 'All Status',
    moreActions: (workspace: string) => `More actions for ${workspace}`,
    delete: 'Delete',
  },
  cases: {
    title: 'Cases',
    deleteTitle: 'Delete this case?',
    deleteText: 'The case and its details will be deleted from this workspace. This cannot be undone.',
    deleteCase: 'Delete case',
    editCase: 'Edit case',
    none: 'No case yet. Once the case details are extracted, LeXi creates the case here.',
    caseLabel: (complainant: string, accused: string) => `Case ${complainant} v ${accused}`,
    representingThe: (side: string) => `Representing the ${side}`,
    saveCase: 'Save case',
    cancel: 'Cancel',
    close: 'Close',
  },
  closeJudgement: 'Close the judgement',
} as const;
