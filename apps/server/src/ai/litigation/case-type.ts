import type { CaseType } from '@lexi/shared/validation/workspaces';
import { ALLEGATION_RULES } from './allegation-rules.ts';

const CRIMINAL_MARKERS: ReadonlyArray<[string, RegExp]> = [
  ['an FIR', /\bF\.?I\.?R\b|first\s+information\s+report/i],
  ['the police', /\bpolice\b/i],
  ['an accused', /\baccused\b/i],
  ['an offence', /\boffen[cs]e\b/i],
  ['an arrest', /\barrest\w*/i],
  ['a charge sheet', /\bcharge[\s-]?sheet\b/i],
  ['bail', /\bbail\b/i],
  ['the penal code', /\b(?:IPC|I\.P\.C|BNS|Penal\s+Code|Nyaya\s+Sanhita|Cr\.?P\.?C|BNSS)\b/i],
  ['a prosecution', /\bprosecut\w*/i],
];
const CIVIL_MARKERS: ReadonlyArray<[string, RegExp]> = [
  ['a suit', /\bsuit\b/i],
  ['a plaintiff or defendant', /\b(?:plaintiff|defendant)s?\b/i],
  ['a contract', /\b(?:contract|agreement)\b/i],
  ['damages or compensation', /\b(?:damages|compensation)\b/i],
  ['an injunction', /\binjunction\b/i],
  ['a decree', /\bdecree\b/i],
  ['the civil procedure code', /\b(?:CPC|C\.P\.C|Civil\s+Procedure)\b/i],
  ['a tenancy', /\b(?:tenant|tenancy|lease|rent)\b/i],
  ['a divorce or maintenance', /\b(?:divorce|custody|maintenance|alimony)\b/i],
];

export type CaseTypeVerdict = { caseType: CaseType; reason: string };

/**
 * Civil or Criminal, with the reason: the conduct alleged (an offence or a civil wrong) counts
 * twice, the words of criminal or civil procedure once. A tie leans criminal only when an offence
 * is alleged, since a criminal remedy is what the client would otherwise lose by waiting.
 */
export function classifyCaseType(text: string): CaseTypeVerdict {
  const criminalWhy: string[] = [];
  const civilWhy: string[] = [];
  let criminal = 0;
  let civil = 0;
  for (const rule of ALLEGATION_RULES) {
    if (!rule.pattern.test(text)) continue;
    if (rule.nature === 'criminal') {
      criminal += 2;
      criminalWhy.push(rule.name.toLowerCase());
    } else {
      civil += 2;
      civilWhy.push(rule.name.toLowerCase());
    }
  }
  for (const [label, pattern] of CRIMINAL_MARKERS) {
    if (pattern.test(text)) {
      criminal += 1;
      criminalWhy.push(label);
    }
  }
  for (const [label, pattern] of CIVIL_MARKERS) {
    if (pattern.test(text)) {
      civil += 1;
      civilWhy.push(label);
    }
  }
  const isCriminal = criminal > civil || (criminal === civil && criminal > 0 && criminalWhy.length > 0);
  const why = (isCriminal ? criminalWhy : civilWhy).slice(0, 4);
  if (why.length === 0) {
    return {
      caseType: 'Civil',
      reason: 'No offence is alleged in the facts, so the dispute is treated as civil.',
    };
  }
  return {
    caseType: isCriminal ? 'Criminal' : 'Civil',
    reason: `The facts mention ${why.join(', ')}.`,
  };
}
