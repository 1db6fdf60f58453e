/** Spec part 2: litigation workspaces, cases, notes, team, generation. */
/** LeXi's own: the judgements corpus case generation cites from. */
export const judgementsMessages = {
  own: {
    found: 'Judgement found',
    notFound: 'We could not find this judgement.',
  },
} as const;
