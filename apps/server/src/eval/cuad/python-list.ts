/**
 * Reads a Python list of string literals as CUAD's labels.csv writes them: `['a', "b's"]`, with
 * backslash escapes (\\, \', \", \n, \t, \xNN, \uNNNN). Anything else is an error naming the position.
 */
const SIMPLE_ESCAPES: Record<string, string> = { n: '\n', t: '\t', r: '\r', '\\': '\\', "'": "'", '"': '"' };

export function parsePythonStringList(source: string): string[] {
  const text = source.trim();
  if (text === '' || text === '[]') return [];
  if (!text.startsWith('[') || !text.endsWith(']')) throw new Error(`Not a list: ${text.slice(0, 40)}`);
  const items: string[] = [];
  let i = 1;
  const skipSpace = () => {
    while (i < text.length && /[\s,]/.test(text[i] ?? '')) i += 1;
  };
  skipSpace();
  while (i < text.length - 1) {
    const quote = text[i];
    if (quote !== "'" && quote !== '"') throw new Error(`Expected a string at ${i}`);
    i += 1;
    let value = '';
    while (i < text.length && text[i] !== quote) {
      const ch = text[i] as string;
      if (ch !== '\\') {
        value += ch;
        i += 1;
        continue;
      }
      const code = text[i + 1] ?? '';
      if (code in SIMPLE_ESCAPES) {
        value += SIMPLE_ESCAPES[code];
        i += 2;
      } else if (code === 'x' || code === 'u') {
        const length = code === 'x' ? 2 : 4;
        value += String.fromCharCode(Number.parseInt(text.slice(i + 2, i + 2 + length), 16));
        i += 2 + length;
      } else {
        value += ch;
        i += 1;
      }
    }
    i += 1;
    items.push(value);
    skipSpace();
  }
  return items;
}
