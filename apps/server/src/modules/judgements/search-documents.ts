/** The text a judgement is indexed by: its title and citation count as words of it. */
export const judgementDocument = (j: { title: string; citation: string; text: string }) =>
  `${j.title}\n${j.citation}\n${j.text}`;

/** A statute's title says what it is about: it counts twice. */
export const statuteDocument = (s: { title: string; description: string }) =>
  `${s.title}\n${s.title}\n${s.description}`;

/** A statute's words as they join a query (statute-expansion.ts): its title and its text, once. */
export const statuteText = (s: { title: string; description: string }) => `${s.title} ${s.description}`;
