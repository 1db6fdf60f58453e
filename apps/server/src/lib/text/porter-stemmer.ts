/**
 * The Porter stemming algorithm (M.F. Porter, "An algorithm for suffix stripping", 1980), for
 * lower-case English words: "arrested", "arrests", "arresting" → "arrest". Words of one or two
 * letters and words with digits are returned as they are.
 */

const isConsonantAt = (w: string, i: number): boolean => {
  const c = w[i];
  if (c === 'a' || c === 'e' || c === 'i' || c === 'o' || c === 'u') return false;
  if (c === 'y') return i === 0 || !isConsonantAt(w, i - 1);
  return true;
};

/** m(): the number of vowel–consonant sequences in the stem. */
function measure(stem: string): number {
  let m = 0;
  let i = 0;
  const n = stem.length;
  while (i < n && isConsonantAt(stem, i)) i++;
  while (i < n) {
    while (i < n && !isConsonantAt(stem, i)) i++;
    if (i >= n) break;
    while (i < n && isConsonantAt(stem, i)) i++;
    m++;
  }
  return m;
}

const hasVowel = (stem: string): boolean => {
  for (let i = 0; i < stem.length; i++) if (!isConsonantAt(stem, i)) return true;
  return false;
};

const endsDoubleConsonant = (w: string): boolean =>
  w.length >= 2 && w[w.length - 1] === w[w.length - 2] && isConsonantAt(w, w.length - 1);

/** *o: the stem ends consonant–vowel–consonant, the last not w, x or y. */
const endsCvc = (w: string): boolean => {
  const n = w.length;
  if (n < 3) return false;
  if (!isConsonantAt(w, n - 1) || isConsonantAt(w, n - 2) || !isConsonantAt(w, n - 3)) return false;
  const last = w[n - 1];
  return last !== 'w' && last !== 'x' && last !== 'y';
};

/** Replaces the first matching suffix whose stem passes `when`; the rule list is tried in order. */
function replaceSuffix(
  w: string,
  rules: readonly (readonly [string, string])[],
  when: (stem: string) => boolean,
): string {
  for (const [suffix, replacement] of rules) {
    if (w.endsWith(suffix)) {
      const stem = w.slice(0, w.length - suffix.length);
      return when(stem) ? stem + replacement : w;
    }
  }
  return w;
}

const STEP2: readonly (readonly [string, string])[] = [
  ['ational', 'ate'],
  ['tional', 'tion'],
  ['enci', 'ence'],
  ['anci', 'ance'],
  ['izer', 'ize'],
  ['bli', 'ble'],
  ['alli', 'al'],
  ['entli', 'ent'],
  ['eli', 'e'],
  ['ousli', 'ous'],
  ['ization', 'ize'],
  ['ation', 'ate'],
  ['ator', 'ate'],
  ['alism', 'al'],
  ['iveness', 'ive'],
  ['fulness', 'ful'],
  ['ousness', 'ous'],
  ['aliti', 'al'],
  ['iviti', 'ive'],
  ['biliti', 'ble'],
  ['logi', 'log'],
];

const STEP3: readonly (readonly [string, string])[] = [
  ['icate', 'ic'],
  ['ative', ''],
  ['alize', 'al'],
  ['iciti', 'ic'],
  ['ical', 'ic'],
  ['ful', ''],
  ['ness', ''],
];

const STEP4 = [
  'al',
  'ance',
  'ence',
  'er',
  'ic',
  'able',
  'ible',
  'ant',
  'ement',
  'ment',
  'ent',
  'ion',
  'ou',
  'ism',
  'ate',
  'iti',
  'ous',
  'ive',
  'ize',
] as const;

function step1(word: string): string {
  let w = word;
  if (w.endsWith('sses')) w = w.slice(0, -2);
  else if (w.endsWith('ies')) w = w.slice(0, -2);
  else if (!w.endsWith('ss') && w.endsWith('s')) w = w.slice(0, -1);

  let trimmed = false;
  if (w.endsWith('eed')) {
    if (measure(w.slice(0, -3)) > 0) w = w.slice(0, -1);
  } else if (w.endsWith('ed') && hasVowel(w.slice(0, -2))) {
    w = w.slice(0, -2);
    trimmed = true;
  } else if (w.endsWith('ing') && hasVowel(w.slice(0, -3))) {
    w = w.slice(0, -3);
    trimmed = true;
  }
  if (trimmed) {
    if (w.endsWith('at') || w.endsWith('bl') || w.endsWith('iz')) w += 'e';
    else if (endsDoubleConsonant(w) && !/[lsz]$/.test(w)) w = w.slice(0, -1);
    else if (measure(w) === 1 && endsCvc(w)) w += 'e';
  }
  if (w.endsWith('y') && hasVowel(w.slice(0, -1))) w = `${w.slice(0, -1)}i`;
  return w;
}

function step4(w: string): string {
  // Longest suffix first, as the algorithm's table is read.
  const suffix = [...STEP4].sort((a, b) => b.length - a.length).find((s) => w.endsWith(s));
  if (suffix === undefined) return w;
  const stem = w.slice(0, w.length - suffix.length);
  if (measure(stem) <= 1) return w;
  if (suffix === 'ion' && !/[st]$/.test(stem)) return w;
  return stem;
}

function step5(word: string): string {
  let w = word;
  if (w.endsWith('e')) {
    const stem = w.slice(0, -1);
    const m = measure(stem);
    if (m > 1 || (m === 1 && !endsCvc(stem))) w = stem;
  }
  if (measure(w) > 1 && endsDoubleConsonant(w) && w.endsWith('l')) w = w.slice(0, -1);
  return w;
}

export function porterStem(word: string): string {
  if (word.length <= 2 || /[^a-z]/.test(word)) return word;
  let w = step1(word);
  w = replaceSuffix(w, STEP2, (stem) => measure(stem) > 0);
  w = replaceSuffix(w, STEP3, (stem) => measure(stem) > 0);
  w = step4(w);
  return step5(w);
}
