/** The catalogue's `dashboard` area (messages.ts puts the areas together). */
export const dashboardMessages = {
  fetchFailed: 'Something went wrong while fetching dashboard data',
  planFetchFailed: 'Something went wrong while fetching plan data',
  own: {
    loaded: 'Dashboard loaded.',
  },
} as const;
