/** The documents inbox and archiving (ours, not in the spec). */
export const documentsMessages = {
  own: {
    listLoaded: 'Documents loaded.',
    kindInvalid: "The kind must be 'emohar' or 'contract'.",
    idRequired: 'No document ID was given. Open the document again from your documents.',
    pageInvalid: 'Page must be a whole number from 1',
    pageSizeInvalid: 'Page size must be a whole number from 1 to 100',
    archived: 'Archived. It is off your lists; find it under the Archived filter.',
    unarchived: 'Unarchived. It is back on your lists.',
    listFailed: 'Failed to fetch your documents',
    archiveFailed: 'Failed to archive the document',
    unarchiveFailed: 'Failed to unarchive the document',
  },
} as const;
