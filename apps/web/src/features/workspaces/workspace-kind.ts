/** The two kinds of workspace that share the delete and assign dialogs and the notes panel. */
export type WorkspaceKind = 'contract' | 'litigation';
