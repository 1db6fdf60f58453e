import type { Db } from '../../db/client.ts';
import { upsertJudgements } from './judgements.repository.ts';
import { STARTER_JUDGEMENTS } from './starter-corpus.ts';
import { STARTER_FAVOURS } from './starter-corpus-favours.ts';

/**
 * Writes the starter corpus shipped with this version into the database on every start: new
 * entries are added and corrected ones updated (their text, or the side their rule favours);
 * unchanged rows are left as they are. A firm's imported judgements have other ids and are never
 * touched.
 */
export async function seedStarterCorpus(db: Db): Promise<void> {
  await upsertJudgements(
    db,
    STARTER_JUDGEMENTS.map(({ summary, ...entry }) => ({
      ...entry,
      text: summary,
      source: 'starter' as const,
      favour: STARTER_FAVOURS[entry.id] ?? null,
    })),
  );
}
