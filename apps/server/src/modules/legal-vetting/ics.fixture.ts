/**
 * A small strict iCalendar reader for tests: every line must end in CRLF and be at most 75
 * octets, folded lines are joined, and TEXT values are unescaped. Returns the properties of the
 * VCALENDAR and of its one VEVENT (a repeated property, such as ATTENDEE, keeps every value).
 */
export type IcsProperty = { params: Record<string, string>; value: string };
export type ParsedIcs = { calendar: Map<string, IcsProperty[]>; event: Map<string, IcsProperty[]> };

export function parseIcs(text: string): ParsedIcs {
  if (!text.endsWith('\r\n')) throw new Error('the calendar must end with CRLF');
  const physical = text.slice(0, -2).split('\r\n');
  for (const line of physical) {
    if (line.includes('\n') || line.includes('\r'))
      throw new Error(`bare LF or CR in ${JSON.stringify(line)}`);
    if (Buffer.byteLength(line, 'utf8') > 75) throw new Error(`line over 75 octets: ${line}`);
  }
  const logical: string[] = [];
  for (const line of physical) {
    if (line.startsWith(' ') || line.startsWith('\t')) {
      if (logical.length === 0) throw new Error('continuation before any line');
      logical[logical.length - 1] += line.slice(1);
    } else logical.push(line);
  }
  const calendar = new Map<string, IcsProperty[]>();
  const event = new Map<string, IcsProperty[]>();
  const stack: string[] = [];
  for (const line of logical) {
    const match = line.match(/^([A-Z-]+)((?:;[A-Z-]+=(?:"[^"]*"|[^;:,]*))*):(.*)$/);
    if (!match) throw new Error(`malformed line: ${line}`);
    const [, name = '', rawParams = '', value = ''] = match;
    if (name === 'BEGIN') {
      stack.push(value);
      continue;
    }
    if (name === 'END') {
      if (stack.pop() !== value) throw new Error(`END:${value} does not close what is open`);
      continue;
    }
    const params: Record<string, string> = {};
    for (const param of rawParams.matchAll(/;([A-Z-]+)=("[^"]*"|[^;:,]*)/g)) {
      params[param[1] ?? ''] = (param[2] ?? '').replace(/^"|"$/g, '');
    }
    const target = stack.at(-1) === 'VEVENT' ? event : stack.at(-1) === 'VCALENDAR' ? calendar : undefined;
    if (!target) throw new Error(`property outside a component: ${line}`);
    target.set(name, [...(target.get(name) ?? []), { params, value }]);
  }
  if (stack.length !== 0) throw new Error(`unclosed components: ${stack.join(', ')}`);
  return { calendar, event };
}

/** TEXT value of RFC 5545 §3.3.11, unescaped; throws on an unescaped ',' or ';'. */
export function unescapeText(value: string): string {
  if (/(^|[^\\])(\\\\)*[,;]/.test(value)) throw new Error(`unescaped , or ; in ${value}`);
  return value.replace(/\\([\\;,nN])/g, (_, c: string) => (c === 'n' || c === 'N' ? '\n' : c));
}

/** The one value of a property, or an error when it is missing or repeated. */
export function one(props: Map<string, IcsProperty[]>, name: string): string {
  const values = props.get(name) ?? [];
  if (values.length !== 1) throw new Error(`${name} appears ${values.length} times`);
  return (values[0] as IcsProperty).value;
}
