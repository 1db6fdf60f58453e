import type { CuadClauseCategory } from './cuad-categories.ts';

/**
 * The wording by which lawyers recognise each kind of clause, written from how such clauses are
 * drafted (not from individual examples). A cue that matches becomes a feature of the sentence
 * ("cue:<category>"); the trained weights decide how much it counts.
 */
export const CLAUSE_CUES: Record<CuadClauseCategory, RegExp> = {
  'Most Favored Nation':
    /most[- ]favou?red|no less favou?rable than|(terms|prices?|pricing).{0,60}(more|most) favou?rable|lowest price|better terms/i,
  'Competitive Restriction Exception':
    /(shall not|does not|will not) (apply|restrict|prevent|prohibit|limit).{0,80}(compet|acqui|passive|investment)|notwithstanding.{0,80}(compet|exclusiv)|exception.{0,40}(non-?compet|exclusiv)/i,
  'Non-Compete':
    /non-?compet|(shall|will|agrees? (not )?to) not.{0,80}(compet|engage in|develop|market|sell).{0,60}(compet|similar|substantially similar)|competing (product|business|service)|directly or indirectly.{0,60}compet/i,
  // "Exclusive" of dealing, not its negation ("non-exclusive", "nonexclusive") nor the exclusive
  // court, remedy or ownership of other clauses.
  Exclusivity:
    /(?<!non[-\s]{0,2})exclusiv(?!e (jurisdiction|venue|forum|remed|owner|property))(?!ely (in|before|by) (the |any )?(state |federal )?(court|arbitrat))|sole (and exclusive )?(supplier|distributor|source|provider|agent)|only (supplier|distributor|source)|(shall|will) (only )?(purchase|obtain|buy).{0,40}(solely|exclusively|all of its requirements)/i,
  'No-Solicit of Customers': /solicit.{0,80}(customer|client|account)|(customer|client)s?.{0,60}solicit/i,
  'No-Solicit of Employees':
    /solicit.{0,80}(employ|personnel|staff|consultant)|(hire|employ|engage).{0,60}(employee|personnel).{0,60}(other party|of the other)|no[- ]hire/i,
  'Non-Disparagement': /disparag|derogatory|(negative|adverse|critical) (statement|comment|remark)/i,
  // A right to end the contract without cause: for convenience, without cause, at will, or upon
  // notice alone; not one that needs a breach, a default, insolvency or another event.
  'Termination for Convenience':
    /terminat.{0,80}(for (its |their )?convenience|with(out| or without) (any )?cause|without (any )?reason|(for )?any or no reason|for no reason|at will|in its (sole |absolute )?discretion)|(convenience|without cause|at will).{0,40}terminat|^(?![\s\S]*(breach|default|insolv|bankrupt|fail|violat|\bcure|cause\b|\bif\b|in the event|occurrence|force majeure|unless))[\s\S]*((may|entitled to|right to|option to|elect to)[\s\S]{0,60}terminat[\s\S]{0,120}(at any time|for any reason|notice)|(upon|on|by giving|with).{0,20}\(?\d*\)?.{0,20}(days|months)'?.{0,20}(prior )?(written )?notice.{0,60}terminat)/i,
  'Rofr/Rofo/Rofn':
    /right of first (refusal|offer|negotiation)|first right (of|to) (refus|negotiat|offer)|right to (match|negotiate first)|option to (purchase|acquire|negotiate)/i,
  'Change of Control':
    /change (of|in) (control|ownership)|merger|consolidat|acquisition of (all|substantially)|(sale|transfer) of (all|substantially all)|beneficial owner|voting (securities|stock|power)|50%|fifty percent/i,
  'Anti-Assignment':
    /(may|shall|will) not (assign|transfer|delegate)|(not|neither|nor).{0,60}(assign|transfer).{0,80}(consent|approval)|without.{0,40}(prior )?(written )?consent.{0,80}assign|assign.{0,120}without.{0,40}consent|assignment.{0,60}(void|null)/i,
  'Revenue/Profit Sharing':
    /royalt|revenue shar|profit shar|share of (the )?(net )?(revenue|profit|sales|income)|percent(age)? of (the )?(net |gross )?(revenue|sales|profit|receipts)|commission|% of (the )?(net |gross )?(revenue|sales|profit)/i,
  'Price Restrictions':
    /(shall|may) not (increase|raise|change|adjust) (the |its )?(price|fee|rate)|price (increase|adjustment|cap|ceiling)s?.{0,60}(not exceed|limited|no more than)|fixed (price|pricing)|prices? (shall|will) (remain|be) (fixed|firm)/i,
  'Minimum Commitment':
    /minimum (purchase|order|quantit|commitment|volume|annual|amount|sales|royalt|payment|fee)|at least.{0,40}(units|per (year|month|quarter))|(shall|will) (purchase|order|buy) (no less|not less|at least)|take[- ]or[- ]pay|shortfall/i,
  'Volume Restriction':
    /(not|no) (to )?exceed.{0,60}(units|quantit|volume|users|copies|number)|maximum (number|quantit|volume)|up to.{0,30}(units|users|copies|seats)|(additional|excess) (fee|charge).{0,60}(exceed|above|over)|cap on (the )?(volume|quantit|number)/i,
  'IP Ownership Assignment':
    /(hereby )?(assigns?|transfers?|conveys?).{0,80}(all )?(right,? title,? and interest|intellectual property|inventions|work product|copyright)|(shall|will) (be|become) the (sole and )?(exclusive )?property of|work(s)? (made )?for hire|shall own all/i,
  'Joint IP Ownership':
    /joint(ly)? own|co-?own|joint (intellectual property|inventions|technology|ip)|owned jointly|undivided (interest|ownership)/i,
  'License Grant':
    /(hereby )?grants?.{0,80}licen[cs]e|licen[cs]e (is )?(hereby )?granted|right and licen[cs]e|sub-?licen[cs]e|licen[cs]ed (under|to use)/i,
  'Non-Transferable License':
    /non-?transferable|non-?assignable|non-?sub-?licen[cs]able|not (be )?(transferable|assignable|sublicensable)|without the right to (sub-?licen[cs]e|transfer)/i,
  'Affiliate License-Licensor':
    /(licensor|its)('s)? affiliates?.{0,80}(grant|licen[cs]e)|(grant|licen[cs]e).{0,80}(under|of) (the )?(licensor|its)('s)? affiliates?/i,
  'Affiliate License-Licensee':
    /(licen[cs]ee|its|distributor|customer)('s)? affiliates?.{0,80}(use|licen[cs]e|right|exercise)|(licen[cs]e|right).{0,80}(to|for) (licen[cs]ee|its)('s)? affiliates?|extend.{0,40}affiliates/i,
  'Unlimited/All-You-Can-Eat-License':
    /unlimited (number|use|access|copies|users|license)|enterprise[- ]wide|all you can eat|without (any )?(limit|limitation) (on|as to) (the )?(number|use)|any number of/i,
  'Irrevocable or Perpetual License': /irrevocabl|perpetu|in perpetuity|fully[- ]paid|paid[- ]up/i,
  'Source Code Escrow': /escrow|source code.{0,80}(deposit|release|agent)|deposit.{0,60}source code/i,
  'Post-Termination Services':
    /(after|following|upon|post)[- ]?(the )?(expiration|termination|expiry).{0,120}(continue|provide|transition|wind[- ]?down|sell[- ]off|support|services|deliver)|transition (assistance|services|period)|wind[- ]down|sell[- ]off period|survive/i,
  'Audit Rights':
    /audit|inspect.{0,40}(books|records|facilit|premises)|(examine|access to|review).{0,40}(books|records|accounts)|books and records/i,
  'Uncapped Liability':
    /(shall not|will not|does not) (apply|limit).{0,120}(liabilit|indemnif|breach|gross negligence|wilful|willful|fraud|confidential)|(exclusions?|limitations?) (of|on) liability.{0,60}(shall not|will not|do not) apply|unlimited liabilit|without limit/i,
  // A limit on what a party owes: a cap, or damages excluded (denied, waived, disclaimed); not a
  // remedy clause that keeps damages open ("without proof of special damages", "in addition to").
  'Cap on Liability':
    /(aggregate|total|maximum|cumulative) liabilit|liabilit.{0,120}(shall not|will not|not to|in no event) exceed|in no event.{0,120}(liable|liability).{0,120}(exceed|in excess|greater than)|limited to.{0,60}(amount|fees|sum)|^(?=[\s\S]*(\b(no|none|neither|nor|never)\b|\bnot\b(?! limited)|waive|disclaim|exclu(?!sive)))[\s\S]*(consequential|indirect|special|incidental|punitive) damages/i,
  'Liquidated Damages':
    /liquidated damages|(termination|cancellation|break(up)?|early termination) (fee|charge|payment|penalty)|as a penalty|(pay|payment of).{0,60}(penalty|forfeit)/i,
  'Warranty Duration':
    /warrant.{0,120}(for a period of|period of \(?\d|\d+\)? (days|months|years)|months? (from|after|following)|years? (from|after|following)|until)|warranty period/i,
  Insurance:
    /insurance|insured|insurer|liability coverage|policy limits|certificate of coverage|additional insured/i,
  'Covenant Not to Sue':
    /(not|never) (to )?(sue|bring|commence|institute|assert|challenge|contest).{0,80}(claim|action|suit|proceeding|validity)|covenant not to sue|(shall|will) not (challenge|contest|dispute).{0,40}(validity|ownership|enforceability)/i,
  'Third Party Beneficiary':
    /third[- ]party beneficiar|(no|not|nothing).{0,80}(confer|create|give).{0,80}(third part|person other than|any person)|intended beneficiar|for the (sole )?benefit of the parties/i,
};

/** The categories whose cue wording the sentence contains. */
export function cuesOf(sentence: string): CuadClauseCategory[] {
  return (Object.entries(CLAUSE_CUES) as [CuadClauseCategory, RegExp][])
    .filter(([, pattern]) => pattern.test(sentence))
    .map(([category]) => category);
}
