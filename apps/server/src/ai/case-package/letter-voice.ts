/**
 * A fact of the case told in the voice of the document that carries it (issue 15). The facts are
 * typed as a complaint tells them ("the accused", "the complainant", or "our client" in the
 * drawer's instructions); a letter sent before any case exists speaks to and of the parties, and a
 * filing speaks of the accused.
 */
const keepCase = (found: string, replacement: string) =>
  /^[A-Z]/.test(found) ? replacement.charAt(0).toUpperCase() + replacement.slice(1) : replacement;

/** The drawer's reply to the payee's advocate: the accused is "my client", the payee "your client". */
export function inReplyVoice(fact: string): string {
  return fact
    .replace(/\b(?:the\s+)?(?:accused|drawer)(?='s|’s)/gi, (m) => keepCase(m, 'my client'))
    .replace(/\bthe\s+(?:accused|drawer)\b/gi, (m) => keepCase(m, 'my client'))
    .replace(/\bour\s+client\b/gi, (m) => keepCase(m, 'my client'))
    .replace(/\bthe\s+(?:complainant|payee)\b/gi, (m) => keepCase(m, 'your client'));
}

/** A filing for the drawer: "our client" of the instructions is the accused. */
export const inCourtVoice = (fact: string) =>
  fact.replace(/\b(?:our|my)\s+client\b/gi, (m) => keepCase(m, 'the accused'));

const YOU_VERB: Record<string, string> = { was: 'were', has: 'have', is: 'are', does: 'do' };
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The payee's demand notice to the drawer: the accused (with the name the facts give after the
 * word) is "you", the complainant "my client", and the verbs after "you" agree with it.
 */
export function inNoticeVoice(fact: string, drawer: string): string {
  const name = drawer ? String.raw`(?:\s+${escaped(drawer)})?` : '';
  return fact
    .replace(new RegExp(String.raw`\bthe\s+(?:accused|drawer)${name}(?:'s|’s)`, 'gi'), (m) =>
      keepCase(m, 'your'),
    )
    .replace(new RegExp(String.raw`\bthe\s+(?:accused|drawer)${name}\b`, 'gi'), (m) => keepCase(m, 'you'))
    .replace(/\bthe\s+(?:complainant|payee)\b/gi, (m) => keepCase(m, 'my client'))
    .replace(
      /\b(you)\s+(was|has|is|does)\b/gi,
      (_m, you: string, verb: string) => `${you} ${YOU_VERB[verb.toLowerCase()] ?? verb}`,
    );
}
