import type { JudgementFavour } from '../../ai/case-package/judgement-favour.ts';

/**
 * Which side the rule of each starter judgement favours, in the kind of case it is cited for
 * (issue 15), written from what the judgement decided: a lawyer reads American Cyanamid as help
 * for the claimant seeking an interim injunction though its summary names no winner. `claimant` is
 * the complainant, prosecution or plaintiff side, `defence` the accused or defendant side; `either`
 * where the facts decide which side stands where the rule helps (a party who was a minor, a party
 * who filed late, the party whose deposit was forfeited). A judgement whose rule bears on no side of a private case (Kesavananda
 * Bharati) has no entry, and its stance is read from its words. Entries with a `nature` or
 * `causes` apply only to such cases (in a supplier's suit for the price, a Section 74 ruling
 * helps the supplier against deductions and forfeitures, and ONGC v Saw Pipes the buyer who
 * deducted liquidated damages); the first entry that fits the case applies.
 */
const PRICE = 'Price of goods sold and delivered unpaid';
/** Why a Section 74 ruling on forfeiture cuts for either side, outside a suit for the price. */
const FORFEITURE =
  'it helps the party whose deposit or money the other kept and hurts the party claiming the sum the contract names; which your client is depends on who broke the contract';

export const STARTER_FAVOURS: Readonly<Record<string, JudgementFavour>> = {
  // Arrest, bail and quashing: the safeguards the accused invokes.
  'starter-arnesh-kumar-2014': [
    {
      favours: 'defence',
      rule: 'no arrest for an offence punishable with seven years or less merely because it is cognizable',
      whom: 'the accused facing arrest',
    },
  ],
  'starter-lalita-kumari-2014': [
    {
      favours: 'claimant',
      rule: 'an FIR must be registered when the information discloses a cognizable offence',
      whom: 'the informant or complainant seeking an FIR',
    },
  ],
  'starter-dk-basu-1997': [
    {
      nature: 'civil',
      favours: 'claimant',
      rule: 'custodial violence violates Article 21 and compensation is a public-law remedy for it',
      whom: 'the person claiming compensation for custodial violence',
    },
    {
      favours: 'defence',
      rule: 'safeguards at every arrest and detention: arrest memo, informing a relative, medical examination, a lawyer',
      whom: 'the arrested accused',
    },
  ],
  'starter-joginder-kumar-1994': [
    {
      favours: 'defence',
      rule: 'arrest needs a reasonable belief in its necessity, not the mere power to arrest',
      whom: 'the person facing arrest',
    },
  ],
  'starter-gurbaksh-singh-sibbia-1980': [
    {
      favours: 'defence',
      rule: 'anticipatory bail is a wide discretion not to be hedged with conditions the statute does not impose',
      whom: 'the accused seeking anticipatory bail',
    },
  ],
  'starter-sushila-aggarwal-2020': [
    {
      favours: 'defence',
      rule: 'anticipatory bail need not be limited in time and may last until the end of the trial',
      whom: 'the accused seeking or holding anticipatory bail',
    },
  ],
  'starter-siddharam-mhetre-2011': [
    {
      favours: 'defence',
      rule: 'personal liberty weighs heavily and anticipatory bail granted should ordinarily run to the end of the trial',
      whom: 'the accused seeking anticipatory bail',
    },
  ],
  'starter-satender-kumar-antil-2022': [
    {
      favours: 'defence',
      rule: 'bail is the rule and jail the exception',
      whom: 'the accused seeking bail',
    },
  ],
  'starter-balchand-1977': [
    {
      favours: 'defence',
      rule: 'bail, not jail, unless the accused may flee, thwart justice or intimidate witnesses',
      whom: 'the accused seeking bail',
    },
  ],
  'starter-sanjay-chandra-2012': [
    {
      favours: 'defence',
      rule: 'the gravity of the charge alone does not justify refusing bail once the investigation is complete',
      whom: 'the accused seeking bail',
    },
  ],
  'starter-hussainara-khatoon-1980': [
    {
      favours: 'defence',
      rule: 'a speedy trial is part of Article 21 and long-held undertrials are to be released',
      whom: 'the undertrial accused',
    },
  ],
  'starter-bhajan-lal-1992': [
    {
      favours: 'defence',
      rule: 'the High Court may quash an FIR that discloses no offence or is manifestly malicious',
      whom: 'the accused seeking to quash the proceedings',
    },
  ],
  // Interrogation and evidence.
  'starter-nandini-satpathy-1978': [
    {
      favours: 'defence',
      rule: 'a person questioned by the police may refuse to answer incriminating questions',
      whom: 'the accused questioned by the police',
    },
  ],
  'starter-selvi-2010': [
    {
      favours: 'defence',
      rule: 'narco-analysis, polygraph and brain-mapping without consent violate Article 20(3)',
      whom: 'the accused resisting such tests or their results',
    },
  ],
  // Constitutional rights: the person whose liberty or privacy the State curtails.
  'starter-maneka-gandhi-1978': [
    {
      nature: 'criminal',
      favours: 'defence',
      rule: 'a procedure that curtails liberty must be fair, just and reasonable',
      whom: 'the accused whose liberty is curtailed',
    },
    {
      favours: 'claimant',
      rule: 'action curtailing personal liberty must follow a fair procedure with a hearing',
      whom: 'the petitioner challenging action taken without a fair hearing',
    },
  ],
  'starter-puttaswamy-2017': [
    {
      nature: 'civil',
      favours: 'claimant',
      rule: 'privacy is a fundamental right and an intrusion must be lawful, legitimate and proportionate',
      whom: 'the party whose privacy is intruded on',
    },
  ],
  'starter-vishaka-1997': [
    {
      favours: 'claimant',
      rule: 'employers must prevent sexual harassment at the workplace and provide a complaints committee',
      whom: 'the woman complaining of harassment at work',
    },
  ],
  'starter-shreya-singhal-2015': [
    {
      favours: 'defence',
      rule: 'Section 66A IT Act is void, and intermediaries take content down only on a court or government order',
      whom: 'the person prosecuted or sued over online speech, and the intermediary',
    },
  ],
  'starter-subramanian-swamy-2016': [
    {
      favours: 'claimant',
      rule: 'criminal defamation is constitutional, reputation being part of Article 21',
      whom: 'the complainant who was defamed',
    },
  ],
  // Criminal law: proof and sentence.
  'starter-bachan-singh-1980': [
    {
      favours: 'defence',
      rule: 'life imprisonment is the rule and death only in the rarest of rare cases',
      whom: 'the accused facing a death sentence',
    },
  ],
  'starter-sharad-sarda-1984': [
    {
      favours: 'defence',
      rule: 'a conviction on circumstantial evidence needs a complete chain consistent only with guilt',
      whom: 'the accused in a case of circumstantial evidence',
    },
  ],
  'starter-kans-raj-2000': [
    {
      favours: 'either',
      rule: 'the Section 113B presumption of dowry death follows proof of cruelty for dowry soon before death',
      why: 'it gives the prosecution the presumption once a proximate link is shown, and shields distant relatives named on general allegations',
    },
  ],
  'starter-rajesh-sharma-2017': [
    {
      favours: 'defence',
      rule: 'safeguards against misuse of Section 498A against the husband’s relatives, though its committee direction was later withdrawn',
      whom: 'the husband’s relatives accused under Section 498A',
    },
  ],
  'starter-gurmit-singh-1996': [
    {
      favours: 'claimant',
      rule: 'the credible testimony of a victim of sexual assault may found a conviction without corroboration',
      whom: 'the prosecution and the victim',
    },
  ],
  'starter-rupan-deol-bajaj-1995': [
    {
      favours: 'claimant',
      rule: 'an act against a woman with the intention or knowledge of outraging her modesty is an offence, not a trivial act to excuse',
      whom: 'the woman complaining of outraged modesty',
    },
  ],
  // Negligence and torts.
  'starter-jacob-mathew-2005': [
    {
      favours: 'defence',
      rule: 'a doctor is criminally liable only for gross negligence, judged by the Bolam standard',
      whom: 'the doctor accused of negligence',
    },
  ],
  'starter-vp-shantha-1995': [
    {
      favours: 'claimant',
      rule: 'medical services for a fee are a service under the Consumer Protection Act',
      whom: 'the patient complaining against a doctor or hospital',
    },
  ],
  'starter-mc-mehta-1987': [
    {
      favours: 'claimant',
      rule: 'an enterprise in a hazardous activity is absolutely liable for harm from an accident in it',
      whom: 'the person harmed by a hazardous activity',
    },
  ],
  'starter-indian-oil-nepc-2006': [
    {
      favours: 'defence',
      rule: 'a civil dispute given a criminal colour may be quashed',
      whom: 'the accused in a complaint that is in truth a civil dispute',
    },
  ],
  'starter-hridaya-ranjan-2000': [
    {
      favours: 'defence',
      rule: 'a broken promise is not cheating without a dishonest intention when it was made',
      whom: 'the accused of cheating over a failed transaction',
    },
  ],
  'starter-dashrath-rathod-2014': [
    {
      favours: 'either',
      rule: 'the court where the drawee bank is tried a cheque case, until the 2015 amendment displaced it',
      why: 'it decides where a complaint is filed, not who wins',
    },
  ],
  // Contract and civil procedure.
  'starter-katiji-1987': [
    {
      favours: 'either',
      rule: 'sufficient cause to condone delay is read liberally',
      why: 'it helps whichever party filed late and asks for the delay to be condoned',
    },
  ],
  'starter-satyabrata-ghose-1954': [
    {
      favours: 'either',
      rule: 'a contract is frustrated when its performance becomes impracticable in the light of its object',
      why: 'it widens frustration beyond literal impossibility yet held that a delay which did not defeat the object frustrated nothing; the facts decide',
    },
  ],
  'starter-mohori-bibee-1903': [
    {
      favours: 'either',
      rule: 'a contract with a minor is void',
      why: 'it helps the party who contracted as a minor, whichever side that is',
    },
  ],
  'starter-fateh-chand-1963': [
    {
      causes: [PRICE],
      favours: 'claimant',
      rule: 'under Section 74 a sum kept on breach is only reasonable compensation for the loss shown, never more than the sum named',
      whom: 'the seller suing for money the buyer withheld or forfeited without proof of loss',
    },
    {
      favours: 'either',
      rule: 'under Section 74 a sum kept on breach is only reasonable compensation for the loss shown, never more than the sum named',
      why: FORFEITURE,
    },
  ],
  'starter-murlidhar-chiranjilal-1961': [
    {
      favours: 'defence',
      rule: 'damages for non-delivery are the market difference at the place of delivery, and the buyer must mitigate',
      whom: 'the party in breach, against damages not proved by a market rate or not mitigated',
    },
  ],
  'starter-maula-bux-1969': [
    {
      causes: [PRICE],
      favours: 'claimant',
      rule: 'under Section 74 a security deposit may not be forfeited without proof of a loss that can be proved',
      whom: 'the supplier suing for money the buyer withheld or forfeited without proof of loss',
    },
    {
      favours: 'either',
      rule: 'under Section 74 a security deposit may not be forfeited without proof of a loss that can be proved',
      why: FORFEITURE,
    },
  ],
  'starter-laxmi-engineering-1995': [
    {
      favours: 'defence',
      rule: 'a buyer of goods for a commercial purpose is no consumer',
      whom: 'the seller facing a consumer complaint over goods bought for business',
    },
  ],
  'starter-ongc-saw-pipes-2003': [
    {
      causes: [PRICE],
      favours: 'defence',
      rule: 'a genuine pre-estimate of liquidated damages for delay may be deducted without proof of the actual loss where loss is hard to prove',
      whom: 'the buyer who deducted liquidated damages from the price',
    },
    {
      favours: 'claimant',
      rule: 'a genuine pre-estimate of liquidated damages for delay is recoverable without proof of the actual loss where loss is hard to prove',
      whom: 'the party claiming the liquidated damages the contract names',
    },
  ],
  'starter-kailash-nath-2015': [
    {
      causes: [PRICE],
      favours: 'claimant',
      rule: 'under Section 74 money may be kept on breach only for loss actually suffered, the sum named being a ceiling',
      whom: 'the seller suing for money the buyer withheld or forfeited without proof of loss',
    },
    {
      favours: 'either',
      rule: 'under Section 74 earnest money may be forfeited only for loss actually suffered, the sum named being a ceiling',
      why: FORFEITURE,
    },
  ],
  'starter-patil-automation-2022': [
    {
      favours: 'defence',
      rule: 'a commercial suit filed without pre-institution mediation under Section 12A is rejected',
      whom: 'the defendant to a commercial suit filed without mediation',
    },
  ],
  // Family law.
  'starter-shah-bano-1985': [
    {
      favours: 'claimant',
      rule: 'a divorced wife unable to maintain herself may claim maintenance under Section 125 CrPC whatever her religion',
      whom: 'the wife claiming maintenance',
    },
  ],
  'starter-shayara-bano-2017': [
    {
      favours: 'claimant',
      rule: 'instant triple talaq is void',
      whom: 'the wife challenging an instant triple talaq',
    },
  ],
  'starter-vineeta-sharma-2020': [
    {
      favours: 'claimant',
      rule: 'a daughter is a coparcener by birth, whether or not her father was alive in 2005',
      whom: 'the daughter claiming a coparcenary share',
    },
  ],
  'starter-dalpat-kumar-1991': [
    {
      favours: 'either',
      rule: 'a temporary injunction needs a prima facie case, the balance of convenience and irreparable injury, all three',
      why: 'it sets the test both sides argue from, and the facts on each limb decide',
    },
  ],
  // United States.
  'starter-miranda-1966': [
    {
      favours: 'defence',
      rule: 'statements from custodial interrogation without the warnings are inadmissible',
      whom: 'the defendant questioned in custody',
    },
  ],
  'starter-gideon-1963': [
    {
      favours: 'defence',
      rule: 'a defendant in a felony case who cannot afford a lawyer must be given one',
      whom: 'the defendant',
    },
  ],
  'starter-mapp-1961': [
    {
      favours: 'defence',
      rule: 'evidence from an unconstitutional search is excluded in a state trial',
      whom: 'the defendant whose home or person was searched',
    },
  ],
  'starter-terry-1968': [
    {
      favours: 'claimant',
      rule: 'police may stop and frisk on reasonable suspicion resting on specific facts, without probable cause',
      whom: 'the prosecution defending evidence found in a stop and frisk',
    },
  ],
  'starter-brady-1963': [
    {
      favours: 'defence',
      rule: 'suppressing evidence favourable to the accused violates due process',
      whom: 'the defendant denied material favourable evidence',
    },
  ],
  'starter-salerno-1987': [
    {
      favours: 'claimant',
      rule: 'pretrial detention of an arrestee shown to be dangerous is constitutional',
      whom: 'the prosecution seeking pretrial detention',
    },
  ],
  'starter-stack-boyle-1951': [
    {
      favours: 'defence',
      rule: 'bail set higher than needed to secure attendance at trial is excessive',
      whom: 'the defendant seeking reasonable bail',
    },
  ],
  'starter-strickland-1984': [
    {
      favours: 'claimant',
      rule: 'ineffective assistance needs deficient performance and a reasonable probability of a different result',
      whom: 'the prosecution resisting a claim of ineffective assistance',
    },
  ],
  'starter-nyt-sullivan-1964': [
    {
      favours: 'defence',
      rule: 'a public official recovers for defamation only on proof of actual malice',
      whom: 'the defendant sued for defamation by a public official',
    },
  ],
  'starter-winship-1970': [
    {
      favours: 'defence',
      rule: 'every element of a crime must be proved beyond a reasonable doubt',
      whom: 'the defendant',
    },
  ],
  'starter-palsgraf-1928': [
    {
      favours: 'defence',
      rule: 'a duty of care is owed only to those within the range of foreseeable harm',
      whom: 'the defendant sued by an unforeseeable plaintiff',
    },
  ],
  'starter-winter-nrdc-2008': [
    {
      favours: 'defence',
      rule: 'a preliminary injunction needs likely success on the merits and likely, not merely possible, irreparable harm',
      whom: 'the party resisting a preliminary injunction',
    },
  ],
  // England and Wales.
  'starter-donoghue-stevenson-1932': [
    {
      favours: 'claimant',
      rule: 'a manufacturer owes the ultimate consumer a duty of reasonable care, under the neighbour principle',
      whom: 'the claimant harmed by a product or careless act',
    },
  ],
  'starter-caparo-1990': [
    {
      favours: 'defence',
      rule: 'a duty of care needs foreseeability, proximity and that it be fair, just and reasonable',
      whom: 'the defendant sued for negligence, above all for economic loss',
    },
  ],
  'starter-hedley-byrne-1964': [
    {
      favours: 'claimant',
      rule: 'one who assumes responsibility for advice owes a duty of care for financial loss from a negligent misstatement',
      whom: 'the claimant who relied on negligent advice or information',
    },
  ],
  'starter-bolam-1957': [
    {
      favours: 'defence',
      rule: 'a professional who follows a practice a responsible body of opinion accepts is not negligent',
      whom: 'the doctor or professional sued for negligence',
    },
  ],
  'starter-montgomery-2015': [
    {
      favours: 'claimant',
      rule: 'a doctor must disclose material risks and reasonable alternatives',
      whom: 'the patient who was not told of a material risk',
    },
  ],
  'starter-rylands-fletcher-1868': [
    {
      favours: 'claimant',
      rule: 'strict liability for the escape of a dangerous thing kept on land in a non-natural use',
      whom: 'the claimant harmed by the escape',
    },
  ],
  'starter-hadley-baxendale-1854': [
    {
      favours: 'defence',
      rule: 'damages only for loss arising naturally or within both parties’ contemplation when they contracted',
      whom: 'the party in breach, against a claim for remote loss',
    },
  ],
  'starter-british-westinghouse-1912': [
    {
      favours: 'defence',
      rule: 'no recovery for loss the claimant could reasonably have avoided, and the gains of mitigating count',
      whom: 'the party in breach, against a claim for avoidable loss',
    },
  ],
  'starter-carlill-1893': [
    {
      favours: 'claimant',
      rule: 'an advertised promise to anyone who performs a condition is an offer accepted by performance',
      whom: 'the claimant who performed the condition of a published promise',
    },
  ],
  'starter-woolmington-1935': [
    {
      favours: 'defence',
      rule: 'the prosecution must prove guilt throughout, and a reasonable doubt entitles the accused to acquittal',
      whom: 'the accused',
    },
  ],
  'starter-wednesbury-1948': [
    {
      favours: 'defence',
      rule: 'a court interferes with an authority’s discretion only for irrelevance or unreasonableness no reasonable authority could reach',
      whom: 'the public authority whose decision is challenged',
    },
  ],
  'starter-ivey-genting-2017': [
    {
      nature: 'criminal',
      favours: 'claimant',
      rule: 'dishonesty is judged by the standards of ordinary decent people, without the defendant’s own view of them',
      whom: 'the prosecution proving dishonesty',
    },
    {
      favours: 'either',
      rule: 'dishonesty is judged objectively on the actual state of the person’s knowledge',
      why: 'it helps whichever party alleges dishonesty, claimant or defendant',
    },
  ],
  'starter-american-cyanamid-1975': [
    {
      favours: 'claimant',
      rule: 'a serious question to be tried suffices for an interim injunction, without a prima facie case',
      whom: 'the claimant seeking an interim injunction',
    },
  ],
};
