import { type Duration, type DurationMention, durationsIn } from '../../lib/text/duration.ts';

/**
 * The renewal term and the notice that stops a renewal, read from the sentences that renew or extend
 * the agreement. A renewal clause states two periods that are easy to confuse with the renewal term:
 * the initial term ("an initial term of five (5) years, renewing for successive one (1) year
 * periods") and the notice ("unless either party gives ninety (90) days' notice prior to the end of
 * the term"). A period is the renewal term only when it follows the word that renews, is not said to
 * be initial, and is not a notice (followed by "prior", "before", "notice"; after "at least").
 */

/**
 * The act of renewing the agreement or its term: "this Agreement shall automatically renew for",
 * "the Term may be extended", "renewal terms", "automatic renewal", "an option to renew", "continue
 * on a month-to-month basis". Not an extension of a deadline, a licence or a cure period.
 */
const RENEWS = new RegExp(
  [
    '\\b(?:renew|extend)(?:s|ed|al|ing)?\\s+(?:(?:automatically|thereafter|tacitly|annually)\\s+)?(?:for|by|on|annually|every|this\\s+agreement|the\\s+(?:term|agreement|franchise|licen[cs]e|contract))\\b',
    '\\b(?:agreement|term|contract)\\s+(?:shall|will|may|can|is|to)\\s+(?:\\w+\\s+){0,3}?(?:renew|extend)',
    '\\brenewal\\s+(?:terms?|periods?)\\s+(?:of|shall\\s+be)\\b',
    '\\b(?:additional|successive|consecutive|further)\\s+(?:[\\w()-]+\\s+){0,4}?renewal\\s+(?:terms?|periods?)',
    '\\b(?:automatic|successive)\\s+(?:[\\w()-]+\\s+){0,4}?(?:renewals?|extensions?)\\b',
    '\\b(?:option|right)\\s+(?:to|of)\\s+(?:renew|extend|renewal|extension)',
    '\\b(?:month|year)[- ]to[- ](?:month|year)\\s+(?:basis|term|period)',
    '\\b(?:effective|continue|thereafter)\\b[^.;]{0,40}\\b(?:month|year)[- ]to[- ](?:month|year)',
    '\\bindefinitely\\s+(?:after|thereafter)',
    '\\bcontinue\\s+(?:automatically\\s+)?(?:for\\s+)?(?:successive|additional|consecutive|further)\\b',
    '\\b(?:thereafter|after\\s+that|after\\s+the\\s+initial\\s+term)\\b[^.;]{0,40}\\b(?:continue|remain\\s+in\\s+(?:full\\s+)?(?:force|effect))',
  ].join('|'),
  'i',
);
/** Renewals that repeat: "successive", "each", "annually", "from year to year". */
const REPEATS =
  /\b(?:successive|consecutive|subsequent|each|annual(?:ly)?|month[- ]to[- ]month|year[- ]to[- ]year|tacitly)\b/i;
/** What a notice period is followed by: "ninety (90) days prior to", "30 days' written notice". */
const NOTICE_AFTER =
  /^['’]?s?\s*(?:\(\d+\)\s*)?(?:prior|before|in\s+advance|advance|notice|written|after\s+(?:receipt|the\s+date|notice)|following\s+(?:receipt|notice)|from\s+(?:receipt|the\s+date\s+of))/i;
/** What a notice period is preceded by: "at least", "not less than", "upon", "by giving". */
const NOTICE_BEFORE =
  /(?:at\s+least|not\s+less\s+than|no\s+less\s+than|no\s+later\s+than|not\s+later\s+than|minimum\s+of|upon|with|by\s+giving|giv(?:es|ing|e)|provides?|within)\s*(?:a\s+)?(?:of\s+)?$/i;
/** A period after the term ends: "for one (1) year following the expiration or termination". */
const AFTER_THE_TERM = /^\s*(?:following|after|from)\s+(?:the\s+)?(?:expiration|termination|expiry|end)/i;
/** How far from the renewing words its period may stand. */
const NEAR = 160;
/** An initial term: "initial term of", "the initial five (5) year term", "Initial Term shall be". */
const INITIAL_BEFORE =
  /\b(?:initial|original|first|primary)\s+(?:term\s+|period\s+)?(?:of\s+|shall\s+be\s+|is\s+)?$/i;
/** A notice that stops a renewal: "notice of non-renewal", "not to renew", "unless either party terminates". */
const STOPS_RENEWAL =
  /\b(?:non-?\s?renewal|not\s+(?:to\s+)?(?:renew|extend|be\s+(?:renewed|extended))|(?:intention|desire|election|elect)\s+not\s+to\s+(?:renew|extend|continue))\b/i;
/** What else makes a notice one that stops the term: "unless", "terminate", "cancel". */
const STOPS = /\b(?:unless|terminat\w*|cancel\w*|discontinu\w*|opt\s+out)\b/i;
const TERM =
  '(?:the\\s+|its\\s+|any\\s+|each\\s+)?(?:(?:initial|then[- ]current|current|relevant|applicable|renewal|original)\\s+)?(?:term|renewal)\\b';
/** A notice given before the term ends: "ninety (90) days prior to the expiration of the then-current term". */
const BEFORE_TERM_END = new RegExp(
  `^['’]?s?\\s*(?:\\(\\d+\\)\\s*)?(?:(?:prior\\s+)?(?:written\\s+)?notice\\s+)?(?:prior\\s+to|before)\\s+(?:the\\s+)?(?:expir\\w*|end|anniversary)\\s+(?:date\\s+)?of\\s+${TERM}`,
  'i',
);
/** Ending the agreement when its term ends: "terminated at the expiration of its term or any renewal term". */
const AT_TERM_END = new RegExp(`\\bat\\s+the\\s+(?:expir\\w*|end)\\s+of\\s+${TERM}`, 'i');
/** A term that runs until a party ends it: "remain in effect until terminated by either party". */
const EVERGREEN =
  /\b(?:(?:continue|remain\s+in\s+(?:full\s+)?(?:force|effect))\s+(?:in\s+(?:full\s+)?(?:force|effect)\s+)?(?:indefinitely\s+)?until\s+terminated\s+by\s+(?:either|any|one)\s+party|(?:following|after)\s+the\s+(?:initial|original)\s+term\b[^.;]{0,40}\bterminate)/i;
/** A renewal of something other than the agreement: an insurance policy. */
const OTHER_RENEWAL = /\b(?:insurance|insurer|policy|policies|coverage)\b/i;
/** A notice period proper: "ninety (90) days prior", "at least 60 days". */
const NOTICE_BEFORE_STRICT =
  /(?:at\s+least|not\s+less\s+than|no\s+less\s+than|no\s+later\s+than|not\s+later\s+than|minimum\s+of)\s*$/i;

/**
 * An extension the parties must agree to ("unless extended by written agreement of the parties",
 * "upon the mutual agreement of the parties"): nothing renews by itself, so a notice in it announces
 * a wish to extend, not a wish to stop a renewal.
 */
const AGREED_EXTENSION =
  /\b(?:renew\w*|extend\w*|extension)\b[^.;]{0,60}\b(?:by|upon|with|on)\s+(?:the\s+)?(?:mutual|written\s+agreement|agreement\s+of|consent\s+of|mutually)/i;

const spaced = (text: string) => text.replace(/\s+/g, ' ').trim();

function isNotice(sentence: string, mention: DurationMention): boolean {
  const after = sentence.slice(mention.index + mention.text.length, mention.index + mention.text.length + 40);
  const before = sentence.slice(Math.max(0, mention.index - 30), mention.index);
  return NOTICE_AFTER.test(after.trimStart()) || NOTICE_BEFORE.test(before);
}

function isInitial(sentence: string, mention: DurationMention): boolean {
  const before = sentence.slice(Math.max(0, mention.index - 40), mention.index);
  const after = sentence.slice(mention.index + mention.text.length, mention.index + mention.text.length + 30);
  return INITIAL_BEFORE.test(before) || /^\s*(?:\(the\s+)?["“]?initial/i.test(after);
}

export type Renewal = { text: string; duration: Duration | null };

/** The renewal term of one sentence, or null: a period after the renewing word, neither initial nor a notice. */
export function renewalOfSentence(sentence: string, initialTerm: Duration | null): Renewal | null {
  const renews = RENEWS.exec(sentence);
  if (renews === null) return null;
  const repeats = REPEATS.test(sentence) ? 'successive ' : '';
  const rolling = /\b(month|year)[- ]to[- ]\1\b/i.exec(sentence);
  if (rolling !== null) {
    const unit = (rolling[1] ?? 'month').toLowerCase() as 'month' | 'year';
    return { text: `successive one (1) ${unit} periods`, duration: { amount: 1, unit } };
  }
  const period = durationsIn(sentence).find(
    (m) =>
      m.index > renews.index &&
      m.index < renews.index + renews[0].length + NEAR &&
      !isNotice(sentence, m) &&
      !isInitial(sentence, m) &&
      !AFTER_THE_TERM.test(sentence.slice(m.index + m.text.length)),
  );
  if (period !== undefined) return { text: `${repeats}${spaced(period.text)}`, duration: period.duration };
  const tail = sentence.slice(renews.index);
  if (
    /^[^.;]{0,80}\b(?:unlimited\s+period|indefinitely|until\s+(?:terminated|either\s+party\s+terminates))/i.test(
      tail,
    )
  ) {
    return { text: 'perpetual, until terminated', duration: null };
  }
  if (/\b(?:annual(?:ly)?|(?:every|each)\s+year|year\s+by\s+year)\b/i.test(tail)) {
    return { text: 'successive one (1) year periods', duration: { amount: 1, unit: 'year' } };
  }
  if (
    initialTerm !== null &&
    /\b(?:same\s+(?:duration|length|period)|equal\s+(?:in\s+(?:duration|length)\s+)?to\s+the\s+(?:initial|original|previous|then[- ]current))/i.test(
      tail,
    )
  ) {
    return { text: `${repeats}terms as long as the initial term`, duration: initialTerm };
  }
  return null;
}

/** The first renewal term the sentences state. */
export function renewalTerm(sentences: readonly string[], initialTerm: Duration | null): Renewal | null {
  for (const sentence of sentences) {
    const renewal = renewalOfSentence(sentence, initialTerm);
    if (renewal !== null) return renewal;
  }
  return null;
}

/**
 * The notice that stops a renewal: a notice period ("at least ninety (90) days prior") in a sentence
 * that renews the agreement and says how to stop it ("unless", "terminate"), or that speaks of
 * non-renewal. A notice to take up an option to renew is not one.
 */
export function renewalNotice(sentences: readonly string[]): string | null {
  let afterRenewal = false;
  for (const sentence of sentences) {
    const agreedOnly = AGREED_EXTENSION.test(sentence) && !STOPS_RENEWAL.test(sentence);
    const renews = RENEWS.test(sentence) && !agreedOnly;
    const context =
      STOPS_RENEWAL.test(sentence) ||
      EVERGREEN.test(sentence) ||
      ((renews || afterRenewal || AT_TERM_END.test(sentence)) && STOPS.test(sentence));
    afterRenewal = renews;
    if (agreedOnly || OTHER_RENEWAL.test(sentence) || !(context || STOPS.test(sentence))) continue;
    const notice = durationsIn(sentence).find((m) => {
      const after = sentence.slice(m.index + m.text.length, m.index + m.text.length + 120).trimStart();
      if (BEFORE_TERM_END.test(after)) return true;
      // "at least thirty (30) days" is a notice only where a notice is spoken of ("written notice of
      // at least"), not in "unusable for a period of at least thirty (30) days".
      const before = sentence.slice(Math.max(0, m.index - 100), m.index);
      return (
        context &&
        (NOTICE_AFTER.test(after) ||
          (NOTICE_BEFORE_STRICT.test(before.slice(-30)) && /\b(?:notic|notif)\w*/i.test(before)))
      );
    });
    if (notice !== undefined) return spaced(notice.text);
  }
  return null;
}
