import type { DraftKind } from '@lexi/shared/api/case-package';
import type { Jurisdiction } from '../litigation/allegation-rules.ts';
import { h, p, strongP } from './draft-html.ts';

/** India's verification of a pleading or petition, signed by the party through counsel. */
export const indianVerification = (ours: string) =>
  strongP(`${ours}, through counsel`) +
  h(3, 'Verification') +
  p(
    `I, ${ours}, verify that the contents of the above are true to my knowledge and belief and that nothing material has been concealed.`,
  );

/**
 * How a criminal draft closes: in India the verification; a victim's statement elsewhere with the
 * declaration that jurisdiction gives it (England: the declaration of a witness statement under
 * s. 9 of the Criminal Justice Act 1967; the US: an unsworn declaration under penalty of perjury,
 * 28 U.S.C. § 1746, or the state's equivalent); an application with counsel's signature.
 */
export function criminalClosing(kind: DraftKind, jurisdiction: Jurisdiction, ours: string): string {
  if (jurisdiction === 'IN') return indianVerification(ours);
  if (kind !== 'complaint') return strongP(`${ours}, through counsel`);
  const declaration =
    jurisdiction === 'UK'
      ? 'This statement is true to the best of my knowledge and belief and I make it knowing that, if it is tendered in evidence, I shall be liable to prosecution if I have wilfully stated in it anything which I know to be false, or do not believe to be true (Criminal Justice Act 1967, s. 9).'
      : 'I declare under penalty of perjury that the foregoing is true and correct (28 U.S.C. § 1746, or the state’s equivalent).';
  return h(3, 'Declaration') + p(declaration) + p(`Signed: ${ours}`);
}
