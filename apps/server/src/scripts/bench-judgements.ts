import { resolve } from 'node:path';
import { benchJudgementSearch } from '../modules/judgements/judgement-search.bench.ts';

/** `npm run bench` (or BENCH_ONLY=judgements): judgement retrieval latency over the AILA corpus. */
async function main() {
  const folder = resolve(process.env.BENCH_AILA ?? '../shared/eval/aila');
  const bench = await benchJudgementSearch(folder, 4);
  if (bench === null) {
    console.log(`\nJudgement search: no AILA corpus at ${folder} (set BENCH_AILA); skipped`);
    return;
  }
  console.log(
    `\nJudgement search over ${bench.judgements.toLocaleString('en')} judgements (embedded PGlite, in process)`,
  );
  console.log(`  import of the folder                 ${(bench.importMs / 1000).toFixed(1).padStart(8)} s`);
  console.log(`  index build (first search)           ${(bench.indexMs / 1000).toFixed(1).padStart(8)} s`);
  console.log(
    `  statute index build (first search)   ${(bench.statuteIndexMs / 1000).toFixed(1).padStart(8)} s`,
  );
  console.log(
    `  search, top 10 with passages         p50 ${bench.searchP50.toFixed(1)} ms   p99 ${bench.searchP99.toFixed(1)} ms` +
      `   (${bench.searches} searches; ranking alone p99 ${bench.rankP99.toFixed(1)} ms)`,
  );
  console.log(`  statute search, top 10               p99 ${bench.statuteP99.toFixed(1)} ms`);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
