import type { Jurisdiction } from './judgements.table.ts';

/**
 * LeXi's starter corpus: landmark judgements of India, the USA and the UK that ship with the
 * product, so case generation can cite something before a firm imports its own corpus. Only
 * judgements whose citation is certain are listed. The summaries are LeXi's own words (not the
 * court's text nor any headnote): what the judgement decided, for a lawyer choosing what to read.
 */
export type StarterJudgement = {
  id: string;
  title: string;
  citation: string;
  court: string;
  year: number;
  jurisdiction: Jurisdiction;
  area: string;
  summary: string;
};

const SCI = 'Supreme Court of India';
const SCOTUS = 'Supreme Court of the United States';
const HL = 'House of Lords';

export const STARTER_JUDGEMENTS: readonly StarterJudgement[] = [
  {
    id: 'starter-arnesh-kumar-2014',
    title: 'Arnesh Kumar v. State of Bihar',
    citation: '(2014) 8 SCC 273',
    court: SCI,
    year: 2014,
    jurisdiction: 'IN',
    area: 'Criminal procedure: arrest, dowry cruelty (Section 498A IPC)',
    summary:
      'The police may not arrest a person accused of an offence punishable with imprisonment of seven years or less, such as cruelty by husband or relatives under Section 498A IPC or dowry offences, merely because the offence is cognizable. The officer must be satisfied that arrest is necessary under Section 41 CrPC (now Section 35 BNSS) and record the reasons in a checklist; otherwise a notice of appearance under Section 41A CrPC is issued. A Magistrate authorising detention must examine the recorded reasons, and officers who disobey face departmental action and contempt.',
  },
  {
    id: 'starter-lalita-kumari-2014',
    title: 'Lalita Kumari v. Government of Uttar Pradesh',
    citation: '(2014) 2 SCC 1',
    court: SCI,
    year: 2014,
    jurisdiction: 'IN',
    area: 'Criminal procedure: registration of FIR',
    summary:
      'A Constitution Bench held that registration of a First Information Report under Section 154 CrPC (now Section 173 BNSS) is mandatory when the information discloses a cognizable offence, and the police have no discretion to hold a preliminary inquiry in such a case. A limited preliminary inquiry is allowed only to ascertain whether a cognizable offence is disclosed, in categories such as matrimonial disputes, commercial offences, medical negligence, corruption and cases of abnormal delay, and must be completed within a short time. An officer who refuses to register an FIR must face action.',
  },
  {
    id: 'starter-dk-basu-1997',
    title: 'D.K. Basu v. State of West Bengal',
    citation: '(1997) 1 SCC 416',
    court: SCI,
    year: 1997,
    jurisdiction: 'IN',
    area: 'Constitutional rights: arrest, custodial violence',
    summary:
      'Custodial violence and deaths in police custody violate the right to life and personal liberty under Article 21. The Court laid down requirements for every arrest and detention: officers bear identification, an arrest memo is prepared and attested by a witness and countersigned by the arrestee, a relative or friend is informed, the arrestee is told of this right, is medically examined, and may meet a lawyer during interrogation. Breach attracts departmental action and contempt, and compensation is a public-law remedy for violation of fundamental rights.',
  },
  {
    id: 'starter-joginder-kumar-1994',
    title: 'Joginder Kumar v. State of Uttar Pradesh',
    citation: '(1994) 4 SCC 260',
    court: SCI,
    year: 1994,
    jurisdiction: 'IN',
    area: 'Criminal procedure: arrest',
    summary:
      'The power to arrest is not to be used merely because it exists. Arrest must be justified by a reasonable belief, after some investigation, in the genuineness of the complaint and the need to arrest, because it curtails liberty and damages reputation. The arrested person is entitled to have a friend or relative told of the arrest and where he is held, and the police must record who was informed.',
  },
  {
    id: 'starter-gurbaksh-singh-sibbia-1980',
    title: 'Gurbaksh Singh Sibbia v. State of Punjab',
    citation: '(1980) 2 SCC 565',
    court: SCI,
    year: 1980,
    jurisdiction: 'IN',
    area: 'Criminal procedure: anticipatory bail',
    summary:
      'A Constitution Bench read Section 438 CrPC (anticipatory bail, now Section 482 BNSS) generously as a safeguard of personal liberty. The court has a wide discretion to grant it, the power should not be hedged with conditions the statute does not impose, and the applicant must show a reasonable belief of arrest on specific facts rather than a vague fear. Relevant factors include the nature of the accusation, the likelihood of the applicant fleeing and whether the accusation is made to injure or humiliate him.',
  },
  {
    id: 'starter-sushila-aggarwal-2020',
    title: 'Sushila Aggarwal v. State (NCT of Delhi)',
    citation: '(2020) 5 SCC 1',
    court: SCI,
    year: 2020,
    jurisdiction: 'IN',
    area: 'Criminal procedure: anticipatory bail',
    summary:
      'A Constitution Bench held that anticipatory bail under Section 438 CrPC need not be limited to a fixed period and does not automatically end when the charge-sheet is filed or the accused is summoned; it may last until the end of the trial unless the court limits it for special reasons. The court may impose conditions suited to the case, and the investigating agency may seek cancellation if the accused misuses the liberty.',
  },
  {
    id: 'starter-siddharam-mhetre-2011',
    title: 'Siddharam Satlingappa Mhetre v. State of Maharashtra',
    citation: '(2011) 1 SCC 694',
    court: SCI,
    year: 2011,
    jurisdiction: 'IN',
    area: 'Criminal procedure: anticipatory bail',
    summary:
      'Personal liberty is a precious fundamental right, and a court hearing an anticipatory bail application should weigh the nature and gravity of the accusation, the antecedents of the applicant, the possibility of flight, the likelihood of repeating offences and whether the accusation aims to humiliate. Anticipatory bail granted should ordinarily continue until the end of the trial, and no straitjacket formula governs its grant.',
  },
  {
    id: 'starter-satender-kumar-antil-2022',
    title: 'Satender Kumar Antil v. Central Bureau of Investigation',
    citation: '(2022) 10 SCC 51',
    court: SCI,
    year: 2022,
    jurisdiction: 'IN',
    area: 'Criminal procedure: bail',
    summary:
      'The Court sorted offences into categories and gave guidelines on bail, holding that bail is the rule and jail the exception. Accused persons not arrested during investigation who cooperated should not be remanded merely because a charge-sheet is filed; courts must follow Arnesh Kumar on arrest and Section 41A notices, decide bail applications within set periods, and release undertrials who cannot furnish sureties. It urged a separate law on bail.',
  },
  {
    id: 'starter-balchand-1977',
    title: 'State of Rajasthan v. Balchand',
    citation: '(1977) 4 SCC 308',
    court: SCI,
    year: 1977,
    jurisdiction: 'IN',
    area: 'Criminal procedure: bail',
    summary:
      'The basic rule is bail, not jail, except where there are circumstances suggesting the accused may flee, thwart justice, repeat offences or intimidate witnesses. The respondent, acquitted by the High Court and facing an appeal by the State, was allowed to remain on bail on his own bond rather than be made to surrender.',
  },
  {
    id: 'starter-sanjay-chandra-2012',
    title: 'Sanjay Chandra v. Central Bureau of Investigation',
    citation: '(2012) 1 SCC 40',
    court: SCI,
    year: 2012,
    jurisdiction: 'IN',
    area: 'Criminal procedure: bail, economic offences',
    summary:
      'The object of bail is to secure the attendance of the accused at trial, not to punish before conviction. The seriousness of the charge and public sentiment alone do not justify refusing bail where the investigation is complete, the charge-sheet is filed and the trial will take long; the accused in the telecom licence case were released on conditions.',
  },
  {
    id: 'starter-hussainara-khatoon-1980',
    title: 'Hussainara Khatoon v. Home Secretary, State of Bihar',
    citation: '(1980) 1 SCC 81',
    court: SCI,
    year: 1980,
    jurisdiction: 'IN',
    area: 'Constitutional rights: speedy trial, undertrial prisoners',
    summary:
      'Undertrial prisoners in Bihar had been held for periods longer than the maximum sentence for the offences charged. The Court held that a speedy trial is part of the right to life and liberty under Article 21, ordered the release of undertrials held for long periods, and said that poor accused should be released on personal bond where there is no risk of flight, with free legal aid a part of fair procedure.',
  },
  {
    id: 'starter-bhajan-lal-1992',
    title: 'State of Haryana v. Bhajan Lal',
    citation: '1992 Supp (1) SCC 335',
    court: SCI,
    year: 1992,
    jurisdiction: 'IN',
    area: 'Criminal procedure: quashing of FIR (Section 482 CrPC)',
    summary:
      "The Court listed the categories of cases in which the High Court may quash an FIR or criminal proceedings under its inherent power (Section 482 CrPC, now Section 528 BNSS) or Article 226: where the allegations, taken at face value, disclose no offence; where they disclose only a non-cognizable offence investigated without a Magistrate's order; where they are absurd and inherently improbable; where a statutory bar applies; and where the proceeding is manifestly malicious or brought to wreak vengeance. The power is to be used sparingly.",
  },
  {
    id: 'starter-nandini-satpathy-1978',
    title: 'Nandini Satpathy v. P.L. Dani',
    citation: '(1978) 2 SCC 424',
    court: SCI,
    year: 1978,
    jurisdiction: 'IN',
    area: 'Constitutional rights: self-incrimination, police interrogation',
    summary:
      'The protection against testimonial compulsion in Article 20(3) extends to a person questioned by the police during investigation, and Section 161(2) CrPC lets a person refuse to answer questions that would tend to incriminate him. Compulsion includes mental pressure and oppressive questioning, and the person questioned may have a lawyer present.',
  },
  {
    id: 'starter-selvi-2010',
    title: 'Selvi v. State of Karnataka',
    citation: '(2010) 7 SCC 263',
    court: SCI,
    year: 2010,
    jurisdiction: 'IN',
    area: 'Constitutional rights: narco-analysis, polygraph',
    summary:
      'Subjecting a person to narco-analysis, polygraph or brain-mapping tests without consent violates the right against self-incrimination under Article 20(3) and personal liberty under Article 21. Results of tests taken voluntarily are not admissible in themselves, though information discovered as a result may be used under Section 27 of the Evidence Act.',
  },
  {
    id: 'starter-maneka-gandhi-1978',
    title: 'Maneka Gandhi v. Union of India',
    citation: '(1978) 1 SCC 248',
    court: SCI,
    year: 1978,
    jurisdiction: 'IN',
    area: 'Constitutional rights: personal liberty, natural justice',
    summary:
      "The impounding of the petitioner's passport without a hearing led the Court to hold that the procedure established by law under Article 21 must be fair, just and reasonable, not arbitrary. Articles 14, 19 and 21 are read together, the right to travel abroad is part of personal liberty, and the rules of natural justice apply to administrative action affecting it.",
  },
  {
    id: 'starter-kesavananda-bharati-1973',
    title: 'Kesavananda Bharati v. State of Kerala',
    citation: '(1973) 4 SCC 225',
    court: SCI,
    year: 1973,
    jurisdiction: 'IN',
    area: 'Constitutional law: amending power, basic structure',
    summary:
      'A bench of thirteen judges held by majority that Parliament may amend any part of the Constitution under Article 368, including fundamental rights, but may not alter its basic structure or essential features, such as the supremacy of the Constitution, the republican and democratic form of government, secularism, separation of powers and federalism.',
  },
  {
    id: 'starter-puttaswamy-2017',
    title: 'Justice K.S. Puttaswamy (Retd.) v. Union of India',
    citation: '(2017) 10 SCC 1',
    court: SCI,
    year: 2017,
    jurisdiction: 'IN',
    area: 'Constitutional rights: privacy',
    summary:
      'A bench of nine judges unanimously held that privacy is a fundamental right protected by Article 21 and the freedoms of Part III, overruling earlier decisions to the contrary. An intrusion must be backed by law, pursue a legitimate aim and be proportionate; informational privacy calls for data protection.',
  },
  {
    id: 'starter-vishaka-1997',
    title: 'Vishaka v. State of Rajasthan',
    citation: '(1997) 6 SCC 241',
    court: SCI,
    year: 1997,
    jurisdiction: 'IN',
    area: 'Constitutional rights: sexual harassment at the workplace',
    summary:
      'Sexual harassment of women at the workplace violates their rights to equality and to life and liberty. In the absence of legislation, the Court laid down binding guidelines drawing on international conventions: employers must prevent harassment, set up a complaints committee headed by a woman, and take disciplinary action. The guidelines held the field until the 2013 Act on the subject.',
  },
  {
    id: 'starter-shreya-singhal-2015',
    title: 'Shreya Singhal v. Union of India',
    citation: '(2015) 5 SCC 1',
    court: SCI,
    year: 2015,
    jurisdiction: 'IN',
    area: 'Constitutional rights: free speech online',
    summary:
      'Section 66A of the Information Technology Act, which punished sending offensive messages online, was struck down as vague and overbroad and not saved as a reasonable restriction under Article 19(2). The Court distinguished discussion and advocacy, which are protected, from incitement, and read down the intermediary liability rule so that content need be taken down only on a court order or government notification.',
  },
  {
    id: 'starter-subramanian-swamy-2016',
    title: 'Subramanian Swamy v. Union of India',
    citation: '(2016) 7 SCC 221',
    court: SCI,
    year: 2016,
    jurisdiction: 'IN',
    area: 'Criminal law: defamation (Sections 499, 500 IPC)',
    summary:
      'The Court upheld the constitutional validity of criminal defamation under Sections 499 and 500 IPC (now Section 356 BNS), holding that reputation is part of the right to life under Article 21 and that the offence is a reasonable restriction on free speech. Magistrates must examine complaints with care before issuing summons.',
  },
  {
    id: 'starter-bachan-singh-1980',
    title: 'Bachan Singh v. State of Punjab',
    citation: '(1980) 2 SCC 684',
    court: SCI,
    year: 1980,
    jurisdiction: 'IN',
    area: 'Criminal law: death sentence for murder',
    summary:
      'A Constitution Bench upheld the death penalty for murder under Section 302 IPC but held that life imprisonment is the rule and death the exception, to be imposed only in the rarest of rare cases when the alternative is unquestionably foreclosed. The court must weigh aggravating and mitigating circumstances of both the crime and the criminal and give special reasons.',
  },
  {
    id: 'starter-sharad-sarda-1984',
    title: 'Sharad Birdhichand Sarda v. State of Maharashtra',
    citation: '(1984) 4 SCC 116',
    court: SCI,
    year: 1984,
    jurisdiction: 'IN',
    area: 'Criminal law: circumstantial evidence, poisoning',
    summary:
      'The appellant was acquitted of poisoning his wife because the chain of circumstances was incomplete. A conviction on circumstantial evidence requires that the circumstances be fully established, consistent only with the hypothesis of guilt, conclusive in nature, exclusive of every other hypothesis, and form a chain so complete that no reasonable ground is left for a conclusion consistent with innocence.',
  },
  {
    id: 'starter-kans-raj-2000',
    title: 'Kans Raj v. State of Punjab',
    citation: '(2000) 5 SCC 207',
    court: SCI,
    year: 2000,
    jurisdiction: 'IN',
    area: 'Criminal law: dowry death (Section 304B IPC)',
    summary:
      'For a dowry death under Section 304B IPC (now Section 80 BNS), the prosecution must show that the woman died unnaturally within seven years of marriage and was subjected, soon before her death, to cruelty or harassment for dowry by her husband or his relatives; the presumption of Section 113B of the Evidence Act then applies. Soon before is a relative term requiring a proximate link, and courts should guard against roping in distant relatives on general allegations.',
  },
  {
    id: 'starter-rajesh-sharma-2017',
    title: 'Rajesh Sharma v. State of Uttar Pradesh',
    citation: '(2017) 8 SCC 746',
    court: SCI,
    year: 2017,
    jurisdiction: 'IN',
    area: 'Criminal law: dowry cruelty (Section 498A IPC)',
    summary:
      "Concerned at misuse of Section 498A IPC against the husband's relatives, the Court directed that complaints be referred to family welfare committees before arrest and gave other safeguards. The direction on committees was later withdrawn by a larger bench in Social Action Forum for Manav Adhikar v. Union of India, which left arrest to the Arnesh Kumar safeguards.",
  },
  {
    id: 'starter-gurmit-singh-1996',
    title: 'State of Punjab v. Gurmit Singh',
    citation: '(1996) 2 SCC 384',
    court: SCI,
    year: 1996,
    jurisdiction: 'IN',
    area: 'Criminal law: rape, testimony of the prosecutrix',
    summary:
      'The testimony of a victim of sexual assault, if it inspires confidence, may found a conviction without corroboration; minor contradictions and delay in reporting, explained by the trauma and stigma involved, are no reason to reject it. Courts must deal with such cases sensitively, and trials of sexual offences should ordinarily be held in camera.',
  },
  {
    id: 'starter-rupan-deol-bajaj-1995',
    title: 'Rupan Deol Bajaj v. Kanwar Pal Singh Gill',
    citation: '(1995) 6 SCC 194',
    court: SCI,
    year: 1995,
    jurisdiction: 'IN',
    area: 'Criminal law: outraging the modesty of a woman (Section 354 IPC)',
    summary:
      "The Court restored a complaint under Sections 354 and 509 IPC against a senior police officer who had slapped a woman officer on her posterior at a party, holding that the allegations disclosed the offences. The essence of a woman's modesty is her sex, and the culpable intention or knowledge of the accused is the crux; the act was not trivial enough to be excused.",
  },
  {
    id: 'starter-jacob-mathew-2005',
    title: 'Jacob Mathew v. State of Punjab',
    citation: '(2005) 6 SCC 1',
    court: SCI,
    year: 2005,
    jurisdiction: 'IN',
    area: 'Negligence: medical negligence, criminal liability (Section 304A IPC)',
    summary:
      'A doctor is criminally liable for causing death by negligence under Section 304A IPC only for gross negligence, a degree well above the negligence that founds civil liability. The standard is that of an ordinary competent practitioner of the field (the Bolam test); a private complaint against a doctor should be supported by a credible medical opinion, and arrest should not be routine.',
  },
  {
    id: 'starter-vp-shantha-1995',
    title: 'Indian Medical Association v. V.P. Shantha',
    citation: '(1995) 6 SCC 651',
    court: SCI,
    year: 1995,
    jurisdiction: 'IN',
    area: 'Negligence: medical services, consumer protection',
    summary:
      'Medical services rendered for a fee are a service under the Consumer Protection Act, so patients may bring negligence claims against doctors and hospitals before consumer fora. Services rendered entirely free of charge, and services under a contract of personal service, are outside the Act.',
  },
  {
    id: 'starter-mc-mehta-1987',
    title: 'M.C. Mehta v. Union of India',
    citation: '(1987) 1 SCC 395',
    court: SCI,
    year: 1987,
    jurisdiction: 'IN',
    area: 'Torts: absolute liability for hazardous industry',
    summary:
      'After a leak of oleum gas from a Delhi factory, the Court held that an enterprise engaged in a hazardous or inherently dangerous activity is absolutely liable for harm caused by an accident in it, without the exceptions allowed in Rylands v. Fletcher, and that compensation must be proportionate to the size and capacity of the enterprise so as to deter.',
  },
  {
    id: 'starter-indian-oil-nepc-2006',
    title: 'Indian Oil Corporation v. NEPC India Ltd.',
    citation: '(2006) 6 SCC 736',
    court: SCI,
    year: 2006,
    jurisdiction: 'IN',
    area: 'Criminal law: cheating, civil disputes given a criminal colour',
    summary:
      'The Court deprecated the growing practice of turning purely civil disputes, such as breaches of contract and recovery of money, into criminal complaints of cheating or criminal breach of trust to pressure the other side. A complaint may be quashed when it discloses no criminal offence, though a civil remedy does not bar prosecution where the facts do disclose one.',
  },
  {
    id: 'starter-hridaya-ranjan-2000',
    title: 'Hridaya Ranjan Prasad Verma v. State of Bihar',
    citation: '(2000) 4 SCC 168',
    court: SCI,
    year: 2000,
    jurisdiction: 'IN',
    area: 'Criminal law: cheating (Section 420 IPC)',
    summary:
      'For cheating, the accused must have had a fraudulent or dishonest intention at the time of making the promise or representation; a mere failure to keep a promise later, or a breach of contract, is not cheating. The distinction between breach of contract and cheating depends on the intention at the inception of the transaction, and a complaint lacking it was quashed.',
  },
  {
    id: 'starter-dashrath-rathod-2014',
    title: 'Dashrath Rupsingh Rathod v. State of Maharashtra',
    citation: '(2014) 9 SCC 129',
    court: SCI,
    year: 2014,
    jurisdiction: 'IN',
    area: 'Negotiable instruments: cheque dishonour jurisdiction (Section 138)',
    summary:
      "A complaint for dishonour of a cheque under Section 138 of the Negotiable Instruments Act was held to lie only where the drawee bank that returned the cheque unpaid is located. Parliament later amended the Act in 2015 to give jurisdiction to the court where the payee's bank branch is, which displaced this rule.",
  },
  {
    id: 'starter-katiji-1987',
    title: 'Collector, Land Acquisition, Anantnag v. Mst. Katiji',
    citation: '(1987) 2 SCC 107',
    court: SCI,
    year: 1987,
    jurisdiction: 'IN',
    area: 'Limitation: condonation of delay (Section 5 Limitation Act)',
    summary:
      "Sufficient cause for condoning delay under Section 5 of the Limitation Act is to be read liberally so as to advance substantial justice. Refusing to condone delay may throw out a meritorious case at the threshold, every day's delay need not be explained with pedantic precision, and the State is not to be treated less favourably than a private litigant.",
  },
  {
    id: 'starter-satyabrata-ghose-1954',
    title: 'Satyabrata Ghose v. Mugneeram Bangur and Co.',
    citation: 'AIR 1954 SC 44',
    court: SCI,
    year: 1953,
    jurisdiction: 'IN',
    area: 'Contract: frustration (Section 56 Contract Act)',
    summary:
      "The doctrine of frustration in India rests on Section 56 of the Contract Act: a contract becomes void when its performance becomes impossible or impracticable in the light of its object, not only when literally impossible. Requisition of land during the war did not frustrate a contract to develop plots, because the delay did not defeat the contract's object.",
  },
  {
    id: 'starter-mohori-bibee-1903',
    title: 'Mohori Bibee v. Dharmodas Ghose',
    citation: '(1903) 30 IA 114',
    court: 'Privy Council',
    year: 1903,
    jurisdiction: 'IN',
    area: 'Contract: capacity of a minor',
    summary:
      'A mortgage executed by a minor was held void, not merely voidable, because a minor is not competent to contract under Sections 10 and 11 of the Contract Act. The lender, who knew of the minority, could not recover the money advanced.',
  },
  {
    id: 'starter-fateh-chand-1963',
    title: 'Fateh Chand v. Balkishan Dass',
    citation: 'AIR 1963 SC 1405',
    court: SCI,
    year: 1963,
    jurisdiction: 'IN',
    area: 'Contract: penalty and liquidated damages (Section 74 Contract Act)',
    summary:
      'Section 74 of the Indian Contract Act cuts across the English distinction between a penalty and liquidated damages: where a contract names a sum to be paid or forfeited on breach, the party complaining of the breach recovers only reasonable compensation, never more than the sum named, and the court fixes it on the loss shown. In a sale of property where the buyer defaulted, the seller could keep the small sum that was truly earnest money but not the larger part of the price already paid, as no loss from the breach was proved.',
  },
  {
    id: 'starter-murlidhar-chiranjilal-1961',
    title: 'Murlidhar Chiranjilal v. Harishchandra Dwarkadas',
    citation: 'AIR 1962 SC 366',
    court: SCI,
    year: 1961,
    jurisdiction: 'IN',
    area: 'Contract: measure of damages for breach of a sale of goods, mitigation (Section 73 Contract Act)',
    summary:
      'Under Section 73 of the Contract Act and its Explanation, a party who proves a breach of a contract to supply goods is to be put, so far as money can do it, in the position he would have held had the contract been performed, but he must take every reasonable step to mitigate the loss the breach causes, such as buying the goods in the market. Where the seller failed to deliver canvas sold for delivery at Kanpur, the damages were the difference between the contract price and the market price at the place of delivery on the date of the breach; the buyer, who proved no market rate there and did not buy in, was held entitled to no damages.',
  },
  {
    id: 'starter-maula-bux-1969',
    title: 'Maula Bux v. Union of India',
    citation: 'AIR 1970 SC 1955',
    court: SCI,
    year: 1969,
    jurisdiction: 'IN',
    area: 'Contract: forfeiture of deposits, reasonable compensation (Section 74 Contract Act)',
    summary:
      'A supplier who defaulted in supplying goods under government contracts could not be made to forfeit his whole security deposits as a penalty. Under Section 74 of the Contract Act the party complaining of a breach recovers reasonable compensation; where the loss is of a kind that can be proved, it must be proved, and a deposit kept to secure performance is not earnest money that may be forfeited without regard to the loss suffered.',
  },
  {
    id: 'starter-laxmi-engineering-1995',
    title: 'Laxmi Engineering Works v. P.S.G. Industrial Institute',
    citation: '(1995) 3 SCC 583',
    court: SCI,
    year: 1995,
    jurisdiction: 'IN',
    area: 'Consumer protection: goods bought for a commercial purpose',
    summary:
      'A buyer who obtains goods for resale or for any commercial purpose is not a consumer and cannot bring a consumer complaint about them; whether a purchase was for a commercial purpose is a question of fact in each case. Goods bought and used by the buyer himself exclusively to earn a livelihood by self-employment are not bought for a commercial purpose. A machine bought by a manufacturing concern to run its business, and said to be defective and delivered late, was bought for a commercial purpose, so the buyer was left to a civil suit for damages.',
  },
  {
    id: 'starter-ongc-saw-pipes-2003',
    title: 'Oil and Natural Gas Corporation Ltd. v. Saw Pipes Ltd.',
    citation: '(2003) 5 SCC 705',
    court: SCI,
    year: 2003,
    jurisdiction: 'IN',
    area: 'Contract and arbitration: liquidated damages for delayed supply, public policy',
    summary:
      'An arbitral award that contravenes the substantive law of India or the terms of the contract is patently illegal and may be set aside as against the public policy of India under Section 34 of the Arbitration and Conciliation Act 1996. On a contract for the supply of pipes delivered late, the buyer was entitled to deduct the liquidated damages the contract stipulated: where loss from delay is hard to prove, a genuine pre-estimate agreed by the parties is reasonable compensation under Sections 73 and 74 of the Contract Act without proof of the actual loss.',
  },
  {
    id: 'starter-kailash-nath-2015',
    title: 'Kailash Nath Associates v. Delhi Development Authority',
    citation: '(2015) 4 SCC 136',
    court: SCI,
    year: 2015,
    jurisdiction: 'IN',
    area: 'Contract: forfeiture of earnest money, proof of loss (Section 74 Contract Act)',
    summary:
      'Reasonable compensation under Section 74 of the Contract Act is awarded only for loss or damage actually suffered: the sum stated in the contract is the upper limit, not an amount due on every breach, and proof of loss is dispensed with only where the loss is difficult or impossible to prove. Where the authority that auctioned a plot suffered no loss from the bidder’s delay, having sold the plot again for more, it could not forfeit the earnest money, which had to be refunded with interest.',
  },
  {
    id: 'starter-patil-automation-2022',
    title: 'Patil Automation Private Limited v. Rakheja Engineers Private Limited',
    citation: '(2022) 10 SCC 1',
    court: SCI,
    year: 2022,
    jurisdiction: 'IN',
    area: 'Commercial disputes: pre-institution mediation (Section 12A Commercial Courts Act 2015)',
    summary:
      'Pre-institution mediation under Section 12A of the Commercial Courts Act 2015 is mandatory: a commercial suit of specified value that does not contemplate urgent interim relief may not be instituted without first exhausting it, and a plaint filed in breach of the section must be rejected under Order VII Rule 11 of the Code of Civil Procedure, by the court of its own motion if need be. The declaration was made effective from 20 August 2022, so that suits filed earlier were not rejected on this ground.',
  },
  {
    id: 'starter-shah-bano-1985',
    title: 'Mohd. Ahmed Khan v. Shah Bano Begum',
    citation: '(1985) 2 SCC 556',
    court: SCI,
    year: 1985,
    jurisdiction: 'IN',
    area: 'Family law: maintenance (Section 125 CrPC)',
    summary:
      'A divorced Muslim wife unable to maintain herself may claim maintenance from her former husband under Section 125 CrPC (now Section 144 BNSS), a secular provision applying to all communities, and personal law does not exclude it. The decision prompted legislation in 1986 on the rights of Muslim women on divorce.',
  },
  {
    id: 'starter-shayara-bano-2017',
    title: 'Shayara Bano v. Union of India',
    citation: '(2017) 9 SCC 1',
    court: SCI,
    year: 2017,
    jurisdiction: 'IN',
    area: 'Family law: instant triple talaq',
    summary:
      'By majority, a Constitution Bench set aside the practice of instant and irrevocable triple talaq (talaq-e-biddat). The plurality held it manifestly arbitrary and so violative of Article 14; Parliament later made its pronouncement an offence.',
  },
  {
    id: 'starter-vineeta-sharma-2020',
    title: 'Vineeta Sharma v. Rakesh Sharma',
    citation: '(2020) 9 SCC 1',
    court: SCI,
    year: 2020,
    jurisdiction: 'IN',
    area: 'Family law: daughters as coparceners',
    summary:
      'Under Section 6 of the Hindu Succession Act as amended in 2005, a daughter is a coparcener by birth in the same manner as a son, whether or not her father was alive on the date of the amendment. Pending partition suits are to be decided accordingly, and an oral partition pleaded to defeat the right must be proved by public documents.',
  },
  {
    id: 'starter-dalpat-kumar-1991',
    title: 'Dalpat Kumar v. Prahlad Singh',
    citation: '(1992) 1 SCC 719',
    court: SCI,
    year: 1991,
    jurisdiction: 'IN',
    area: 'Civil procedure: temporary injunction (Order XXXIX Rules 1 and 2 CPC)',
    summary:
      'A temporary injunction under Order XXXIX Rules 1 and 2 of the Code of Civil Procedure is granted only where the plaintiff shows three things together: a prima facie case, a bona fide dispute raising a substantial question to be tried; the balance of convenience, the comparative mischief or inconvenience to each side if the injunction is granted or refused; and irreparable injury, which damages cannot adequately repair. The relief is discretionary and preserves the status quo while the suit is tried; the finding on a prima facie case is no decision of the suit itself.',
  },
  {
    id: 'starter-miranda-1966',
    title: 'Miranda v. Arizona',
    citation: '384 U.S. 436 (1966)',
    court: SCOTUS,
    year: 1966,
    jurisdiction: 'US',
    area: 'Criminal procedure: custodial interrogation, self-incrimination',
    summary:
      'Statements obtained from a suspect in custodial interrogation are inadmissible unless the suspect was first warned of the right to remain silent, that anything said may be used against him, and of the right to an attorney, retained or appointed, and then waived those rights knowingly and voluntarily. Questioning must stop when the suspect asks for a lawyer or wishes to remain silent.',
  },
  {
    id: 'starter-gideon-1963',
    title: 'Gideon v. Wainwright',
    citation: '372 U.S. 335 (1963)',
    court: SCOTUS,
    year: 1963,
    jurisdiction: 'US',
    area: 'Criminal procedure: right to counsel',
    summary:
      'The Sixth Amendment right to the assistance of counsel is fundamental and applies to the States through the Fourteenth Amendment, so a State must appoint a lawyer for a defendant in a felony case who cannot afford one. Betts v. Brady was overruled.',
  },
  {
    id: 'starter-mapp-1961',
    title: 'Mapp v. Ohio',
    citation: '367 U.S. 643 (1961)',
    court: SCOTUS,
    year: 1961,
    jurisdiction: 'US',
    area: 'Criminal procedure: unlawful search, exclusionary rule',
    summary:
      "Evidence obtained by a search and seizure in violation of the Fourth Amendment is inadmissible in a State criminal trial, extending the exclusionary rule to the States. Materials seized from the defendant's home without a valid warrant could not support her conviction.",
  },
  {
    id: 'starter-terry-1968',
    title: 'Terry v. Ohio',
    citation: '392 U.S. 1 (1968)',
    court: SCOTUS,
    year: 1968,
    jurisdiction: 'US',
    area: 'Criminal procedure: stop and frisk',
    summary:
      'A police officer may briefly stop a person and pat down the outer clothing for weapons without probable cause, when the officer reasonably suspects, on specific and articulable facts, that criminal activity is afoot and the person may be armed and dangerous.',
  },
  {
    id: 'starter-brady-1963',
    title: 'Brady v. Maryland',
    citation: '373 U.S. 83 (1963)',
    court: SCOTUS,
    year: 1963,
    jurisdiction: 'US',
    area: 'Criminal procedure: disclosure of exculpatory evidence',
    summary:
      "The prosecution's suppression of evidence favourable to an accused who has requested it violates due process where the evidence is material to guilt or punishment, whatever the good or bad faith of the prosecution.",
  },
  {
    id: 'starter-salerno-1987',
    title: 'United States v. Salerno',
    citation: '481 U.S. 739 (1987)',
    court: SCOTUS,
    year: 1987,
    jurisdiction: 'US',
    area: 'Criminal procedure: bail, pretrial detention',
    summary:
      'The Bail Reform Act of 1984, which allows pretrial detention of an arrestee shown by clear and convincing evidence to be a danger to the community that no release condition can address, was upheld against due process and Excessive Bail Clause challenges; such detention is regulatory, not punishment.',
  },
  {
    id: 'starter-stack-boyle-1951',
    title: 'Stack v. Boyle',
    citation: '342 U.S. 1 (1951)',
    court: SCOTUS,
    year: 1951,
    jurisdiction: 'US',
    area: 'Criminal procedure: excessive bail',
    summary:
      "Bail set higher than an amount reasonably calculated to ensure the defendant's presence at trial is excessive under the Eighth Amendment. Bail must be fixed on the circumstances of each defendant, not uniformly by the nature of the charge.",
  },
  {
    id: 'starter-strickland-1984',
    title: 'Strickland v. Washington',
    citation: '466 U.S. 668 (1984)',
    court: SCOTUS,
    year: 1984,
    jurisdiction: 'US',
    area: 'Criminal procedure: ineffective assistance of counsel',
    summary:
      "To show ineffective assistance of counsel, a convicted defendant must prove that counsel's performance fell below an objective standard of reasonableness and that there is a reasonable probability that, but for the errors, the result would have been different.",
  },
  {
    id: 'starter-nyt-sullivan-1964',
    title: 'New York Times Co. v. Sullivan',
    citation: '376 U.S. 254 (1964)',
    court: SCOTUS,
    year: 1964,
    jurisdiction: 'US',
    area: 'Defamation: public officials, actual malice',
    summary:
      'A public official may not recover damages for a defamatory falsehood about his official conduct unless he proves with convincing clarity that the statement was made with actual malice, that is, with knowledge that it was false or with reckless disregard of whether it was false.',
  },
  {
    id: 'starter-winship-1970',
    title: 'In re Winship',
    citation: '397 U.S. 358 (1970)',
    court: SCOTUS,
    year: 1970,
    jurisdiction: 'US',
    area: 'Criminal procedure: proof beyond reasonable doubt',
    summary:
      'Due process requires proof beyond a reasonable doubt of every fact necessary to constitute the crime charged, and this standard applies to the adjudication of a juvenile charged with an act that would be a crime if committed by an adult.',
  },
  {
    id: 'starter-palsgraf-1928',
    title: 'Palsgraf v. Long Island Railroad Co.',
    citation: '248 N.Y. 339 (1928)',
    court: 'New York Court of Appeals',
    year: 1928,
    jurisdiction: 'US',
    area: 'Negligence: duty of care, foreseeable plaintiff',
    summary:
      'Railway guards helping a passenger onto a train dislodged a package of fireworks, whose explosion was said to have caused scales far down the platform to fall on the plaintiff. Negligence is a breach of duty owed to the plaintiff: the defendant owes a duty only to those within the range of reasonably foreseeable harm, and the plaintiff, outside it, could not recover.',
  },
  {
    id: 'starter-winter-nrdc-2008',
    title: 'Winter v. Natural Resources Defense Council, Inc.',
    citation: '555 U.S. 7 (2008)',
    court: SCOTUS,
    year: 2008,
    jurisdiction: 'US',
    area: 'Civil procedure: preliminary injunction',
    summary:
      'A plaintiff seeking a preliminary injunction must establish that it is likely to succeed on the merits, that it is likely to suffer irreparable harm in the absence of preliminary relief, that the balance of equities tips in its favour, and that an injunction is in the public interest. A mere possibility of irreparable harm is not enough: an injunction is an extraordinary remedy, never awarded as of right. The injunction restricting the Navy’s sonar training exercises was vacated.',
  },
  {
    id: 'starter-donoghue-stevenson-1932',
    title: 'Donoghue v Stevenson',
    citation: '[1932] AC 562',
    court: HL,
    year: 1932,
    jurisdiction: 'UK',
    area: "Negligence: duty of care, manufacturer's liability",
    summary:
      "A manufacturer of products sold in a form that the consumer will use without intermediate examination owes the consumer a duty to take reasonable care; the claimant, made ill by a decomposed snail said to be in a bottle of ginger beer, could sue without any contract. Lord Atkin's neighbour principle asks whom one ought reasonably to have in contemplation as affected by one's acts or omissions.",
  },
  {
    id: 'starter-caparo-1990',
    title: 'Caparo Industries plc v Dickman',
    citation: '[1990] 2 AC 605',
    court: HL,
    year: 1990,
    jurisdiction: 'UK',
    area: 'Negligence: duty of care, pure economic loss',
    summary:
      'Auditors of a company owe no duty of care to members of the public or existing shareholders who rely on the audited accounts to buy shares. A duty of care requires foreseeability of damage, a relationship of proximity, and that it be fair, just and reasonable to impose one, with the law developing incrementally by analogy with established categories.',
  },
  {
    id: 'starter-hedley-byrne-1964',
    title: 'Hedley Byrne & Co Ltd v Heller & Partners Ltd',
    citation: '[1964] AC 465',
    court: HL,
    year: 1963,
    jurisdiction: 'UK',
    area: 'Negligence: negligent misstatement',
    summary:
      'A person who gives information or advice in circumstances where he knows or ought to know it will be relied on, assuming responsibility for it, may owe a duty of care for financial loss caused by a negligent misstatement, even without a contract. The bank here escaped liability because its reference was given without responsibility.',
  },
  {
    id: 'starter-bolam-1957',
    title: 'Bolam v Friern Hospital Management Committee',
    citation: '[1957] 1 WLR 582',
    court: "High Court of England and Wales (Queen's Bench Division)",
    year: 1957,
    jurisdiction: 'UK',
    area: 'Negligence: professional standard of care',
    summary:
      'A doctor is not negligent if he acts in accordance with a practice accepted as proper by a responsible body of medical men skilled in that particular art, even though another body of opinion takes a contrary view. The jury was so directed in a claim over injuries suffered during electro-convulsive therapy.',
  },
  {
    id: 'starter-montgomery-2015',
    title: 'Montgomery v Lanarkshire Health Board',
    citation: '[2015] UKSC 11',
    court: 'Supreme Court of the United Kingdom',
    year: 2015,
    jurisdiction: 'UK',
    area: 'Negligence: informed consent',
    summary:
      "A doctor must take reasonable care to ensure that the patient is aware of any material risks of a recommended treatment and of reasonable alternatives. Materiality is judged by whether a reasonable person in the patient's position would attach significance to the risk, or the doctor knows this patient would, replacing the Bolam approach for advice on risks.",
  },
  {
    id: 'starter-rylands-fletcher-1868',
    title: 'Rylands v Fletcher',
    citation: '(1868) LR 3 HL 330',
    court: HL,
    year: 1868,
    jurisdiction: 'UK',
    area: 'Torts: strict liability for escape of dangerous things',
    summary:
      'A person who for his own purposes brings onto his land and keeps there something likely to do mischief if it escapes, here water in a reservoir that flooded a neighbouring mine, is answerable for the damage that is the natural consequence of its escape, even without negligence, where the use of the land is non-natural.',
  },
  {
    id: 'starter-hadley-baxendale-1854',
    title: 'Hadley v Baxendale',
    citation: '(1854) 9 Exch 341',
    court: 'Court of Exchequer',
    year: 1854,
    jurisdiction: 'UK',
    area: 'Contract: remoteness of damages',
    summary:
      "Damages for breach of contract are recoverable for loss arising naturally, in the usual course of things, from the breach, or such as both parties may reasonably be supposed to have contemplated, when they made the contract, as the probable result of its breach. The carrier who delayed delivering a broken crankshaft was not liable for the mill's lost profits, as the special circumstances had not been communicated.",
  },
  {
    id: 'starter-british-westinghouse-1912',
    title:
      'British Westinghouse Electric and Manufacturing Co Ltd v Underground Electric Railways Co of London Ltd',
    citation: '[1912] AC 673',
    court: HL,
    year: 1912,
    jurisdiction: 'UK',
    area: 'Contract: mitigation of damages',
    summary:
      'A claimant for breach of contract is to be put, so far as money can do it, in the position it would have held had the contract been performed, but it cannot recover for loss it could reasonably have avoided. Where the buyer of turbines that fell short of the contract’s specification replaced them with better machines whose savings exceeded the loss the defective ones caused, the benefit it gained by that reasonable step had to be taken into account in assessing its damages.',
  },
  {
    id: 'starter-carlill-1893',
    title: 'Carlill v Carbolic Smoke Ball Co',
    citation: '[1893] 1 QB 256',
    court: 'Court of Appeal of England and Wales',
    year: 1892,
    jurisdiction: 'UK',
    area: 'Contract: offer to the world, unilateral contract',
    summary:
      'An advertisement promising £100 to anyone who caught influenza after using the smoke ball as directed, backed by a deposit of £1000 with a bank to show sincerity, was an offer to the world that became a binding contract with anyone who performed the condition. Notice of acceptance was dispensed with, and using the ball was good consideration.',
  },
  {
    id: 'starter-woolmington-1935',
    title: 'Woolmington v Director of Public Prosecutions',
    citation: '[1935] AC 462',
    court: HL,
    year: 1935,
    jurisdiction: 'UK',
    area: 'Criminal law: burden of proof',
    summary:
      'Throughout a criminal trial the burden is on the prosecution to prove the guilt of the prisoner, subject to the defence of insanity and statutory exceptions; the accused charged with murder need not prove that a killing was accidental. If the evidence leaves a reasonable doubt, the prisoner is entitled to be acquitted — the golden thread of English criminal law.',
  },
  {
    id: 'starter-wednesbury-1948',
    title: 'Associated Provincial Picture Houses Ltd v Wednesbury Corporation',
    citation: '[1948] 1 KB 223',
    court: 'Court of Appeal of England and Wales',
    year: 1947,
    jurisdiction: 'UK',
    area: 'Administrative law: unreasonableness',
    summary:
      "A court will interfere with an authority's exercise of discretion only if it took into account matters it ought not to, failed to consider matters it ought to, or reached a conclusion so unreasonable that no reasonable authority could have come to it. A condition barring children under fifteen from Sunday cinema performances was upheld.",
  },
  {
    id: 'starter-ivey-genting-2017',
    title: 'Ivey v Genting Casinos (UK) Ltd (t/a Crockfords)',
    citation: '[2017] UKSC 67',
    court: 'Supreme Court of the United Kingdom',
    year: 2017,
    jurisdiction: 'UK',
    area: 'Criminal law and contract: the test for dishonesty',
    summary:
      "A professional gambler who used edge-sorting to win at baccarat was held to have cheated and could not recover his winnings. The Court said that dishonesty is judged by first ascertaining the actual state of the individual's knowledge or belief as to the facts and then asking whether the conduct was dishonest by the standards of ordinary decent people, discarding the second, subjective limb of R v Ghosh.",
  },
  {
    id: 'starter-american-cyanamid-1975',
    title: 'American Cyanamid Co v Ethicon Ltd',
    citation: '[1975] AC 396',
    court: HL,
    year: 1975,
    jurisdiction: 'UK',
    area: 'Civil procedure: interim injunction',
    summary:
      'On an application for an interlocutory (interim) injunction the court need not find a prima facie case or a probability of success: it asks whether there is a serious question to be tried. If there is, it considers whether damages would adequately compensate the claimant if the injunction were refused, or the defendant under the claimant’s cross-undertaking if it were granted, and, where there is doubt, where the balance of convenience lies, preferring to preserve the status quo. The interim injunction restraining the sale of absorbable surgical sutures in a patent action was restored.',
  },
];
