import type { Jurisdiction } from '../litigation/allegation-rules.ts';

/**
 * The procedural law of each side's moves, by jurisdiction and nature: the provisions a strategy
 * names beside the offence's or claim's own, the limitation rule and the next steps. India's
 * criminal procedure is the BNSS (its CrPC predecessor in brackets), civil the CPC and the
 * Limitation Act 1963; the US and UK have their equivalents.
 */
export type Nature = 'criminal' | 'civil';
export type SideKey = 'victim' | 'accused';

export type Provision = { provision: string; why: string };
export type Procedure = {
  provisions: Provision[];
  limitation: { rule: string; years: number | null; note: string };
  nextSteps: string[];
};

const IN_LIMITATION_CRIMINAL = {
  rule: 'Section 514 BNSS (formerly Section 468 CrPC): no cognizance after 6 months (fine only), 1 year (up to 1 year) or 3 years (up to 3 years); none for graver offences',
  years: null,
  note: 'The period runs from the date of the offence, or from the day the offence or the offender became known to the person aggrieved or to the police (Section 515 BNSS, formerly Section 469 CrPC).',
};

/** The limitation of a cheque complaint in India, said instead of the general rule's note. */
export const IN_CHEQUE_LIMITATION_NOTE =
  'For a cheque dishonour, the complaint is due within one month of the cause of action (Section 142(1)(b) Negotiable Instruments Act 1881), i.e. after the 15 days the demand notice allows.';

const TABLE: Record<Jurisdiction, Record<Nature, Record<SideKey, Procedure>>> = {
  IN: {
    criminal: {
      victim: {
        provisions: [
          {
            provision: 'Section 173 BNSS (formerly Section 154 CrPC)',
            why: 'Information of a cognizable offence: the FIR.',
          },
          {
            provision: 'Section 175(3) BNSS (formerly Section 156(3) CrPC)',
            why: 'The Magistrate may order investigation when the police do not register the FIR.',
          },
          {
            provision: 'Section 223 BNSS (formerly Section 200 CrPC)',
            why: 'A complaint to the Magistrate and the examination of the complainant.',
          },
          {
            provision: 'Section 193 BNSS (formerly Section 173 CrPC)',
            why: 'The police report: a closure report can be opposed by a protest petition.',
          },
          {
            provision: 'Section 483 BNSS (formerly Section 439 CrPC)',
            why: 'The Court of Session or High Court may cancel bail granted to the accused.',
          },
        ],
        limitation: IN_LIMITATION_CRIMINAL,
        nextSteps: [
          'File the complaint (or the FIR at the police station) with the documents listed under evidence.',
          'If the police do not act, apply to the Magistrate under Section 175(3) BNSS.',
          'Oppose any bail application of the accused and seek conditions protecting the complainant.',
          'If a closure report is filed, file a protest petition before the Magistrate takes it up.',
        ],
      },
      accused: {
        provisions: [
          {
            provision: 'Section 480 BNSS (formerly Section 437 CrPC)',
            why: 'Bail in a non-bailable offence before the Magistrate.',
          },
          {
            provision: 'Section 483 BNSS (formerly Section 439 CrPC)',
            why: 'Bail before the Court of Session or the High Court.',
          },
          {
            provision: 'Section 482 BNSS (formerly Section 438 CrPC)',
            why: 'Anticipatory bail when arrest is apprehended.',
          },
          {
            provision: 'Section 528 BNSS (formerly Section 482 CrPC)',
            why: 'The High Court’s inherent power to quash proceedings that abuse the process.',
          },
          {
            provision: 'Section 35(3) BNSS (formerly Section 41A CrPC)',
            why: 'Notice of appearance instead of arrest for offences up to 7 years.',
          },
        ],
        limitation: IN_LIMITATION_CRIMINAL,
        nextSteps: [
          'Apply for anticipatory bail if arrest is apprehended, or for regular bail if arrested.',
          'Collect the documents that answer each allegation before the charge-sheet.',
          'Consider a petition to quash under Section 528 BNSS if the facts disclose a civil dispute only.',
          'Attend every date: an absence is read against bail.',
        ],
      },
    },
    civil: {
      victim: {
        provisions: [
          { provision: 'Section 9 CPC', why: 'Civil courts try every suit of a civil nature.' },
          {
            provision: 'Sections 15–20 CPC',
            why: 'The place of suing: where the defendant resides or the cause of action arose.',
          },
          { provision: 'Order VII Rule 1 CPC', why: 'What the plaint must state.' },
          { provision: 'Order XXXIX Rules 1–2 CPC', why: 'Temporary injunction while the suit is pending.' },
          {
            provision: 'Section 3 Limitation Act 1963',
            why: 'A suit filed after the period is dismissed, even if limitation is not raised.',
          },
        ],
        limitation: {
          rule: 'Limitation Act 1963: 3 years (Article 55 for breach of contract; Article 113 where no other article applies)',
          years: 3,
          note: 'Counted here from the latest dated event of the facts; confirm the day the right to sue accrued.',
        },
        nextSteps: [
          'Send the legal notice and keep the postal and delivery proof.',
          'File the plaint with the court fee and the documents relied on (Order VII Rule 14 CPC).',
          'Apply for interim relief under Order XXXIX CPC if the subject matter is at risk.',
        ],
      },
      accused: {
        provisions: [
          {
            provision: 'Order VIII Rule 1 CPC',
            why: 'The written statement is due within 30 days of the summons (at most 90 with leave).',
          },
          {
            provision: 'Order VIII Rule 5 CPC',
            why: 'Every allegation not specifically denied is taken as admitted.',
          },
          {
            provision: 'Order VII Rule 11 CPC',
            why: 'Rejection of a plaint that discloses no cause of action or is barred by law.',
          },
          { provision: 'Section 3 Limitation Act 1963', why: 'A time-barred suit must be dismissed.' },
        ],
        limitation: {
          rule: 'Limitation Act 1963: 3 years (Article 55 for breach of contract; Article 113 where no other article applies)',
          years: 3,
          note: 'If the suit was filed after this date, plead limitation in the written statement.',
        },
        nextSteps: [
          'Reply to the legal notice, denying what is not admitted.',
          'File the written statement within 30 days of the summons, with every denial specific.',
          'Consider an application under Order VII Rule 11 CPC if the plaint is barred.',
        ],
      },
    },
  },
  US: {
    criminal: {
      victim: {
        provisions: [
          {
            provision: 'Crime Victims’ Rights Act, 18 U.S.C. § 3771',
            why: 'The victim’s rights to be heard at release, plea and sentencing (federal cases; states have their own).',
          },
          {
            provision: 'Bail Reform Act, 18 U.S.C. § 3142(g)',
            why: 'The factors for detention, including danger to any person.',
          },
        ],
        limitation: {
          rule: '18 U.S.C. § 3282: 5 years for most federal non-capital offences; state statutes vary',
          years: null,
          note: 'Check the state statute of limitations for a state prosecution.',
        },
        nextSteps: [
          'Report the offence to the police or the prosecutor with the evidence listed.',
          'Ask to be heard on any release of the accused and on conditions of no contact.',
        ],
      },
      accused: {
        provisions: [
          {
            provision: 'Bail Reform Act, 18 U.S.C. § 3142',
            why: 'Release pending trial on the least restrictive conditions.',
          },
          {
            provision: 'Fifth and Sixth Amendments',
            why: 'The right to silence, to counsel and to a fair trial.',
          },
        ],
        limitation: {
          rule: '18 U.S.C. § 3282: 5 years for most federal non-capital offences; state statutes vary',
          years: null,
          note: 'A prosecution begun after the period can be dismissed.',
        },
        nextSteps: [
          'Move for pretrial release on conditions at the first appearance.',
          'Request discovery of the evidence the prosecution holds.',
        ],
      },
    },
    civil: {
      victim: {
        provisions: [
          {
            provision: 'Federal Rules of Civil Procedure, Rule 8(a)',
            why: 'A short and plain statement of the claim and the relief sought.',
          },
          {
            provision: 'Federal Rules of Civil Procedure, Rule 65',
            why: 'Preliminary injunctions and temporary restraining orders.',
          },
        ],
        limitation: {
          rule: 'State statute of limitations (e.g. 4 years for the sale of goods, UCC § 2-725)',
          years: 4,
          note: 'Counted here with the UCC’s 4 years from the latest dated event; the state’s period for the claim governs.',
        },
        nextSteps: ['Send a demand letter.', 'File the complaint and serve the summons (Rule 4).'],
      },
      accused: {
        provisions: [
          {
            provision: 'Federal Rules of Civil Procedure, Rule 12',
            why: 'The answer within 21 days of service, or a motion to dismiss.',
          },
          {
            provision: 'Federal Rules of Civil Procedure, Rule 8(b)–(c)',
            why: 'Denials and affirmative defences, including the statute of limitations.',
          },
        ],
        limitation: {
          rule: 'State statute of limitations (e.g. 4 years for the sale of goods, UCC § 2-725)',
          years: 4,
          note: 'Plead limitation as an affirmative defence if the claim is late.',
        },
        nextSteps: [
          'Answer the demand letter.',
          'File the answer within 21 days of service in federal court (Rule 12(a)(1)); a state court sets its own time, so check its rules.',
        ],
      },
    },
  },
  UK: {
    criminal: {
      victim: {
        provisions: [
          {
            provision:
              'Code of Practice for Victims of Crime (Domestic Violence, Crime and Victims Act 2004, s. 32)',
            why: 'The victim’s rights to information and to make a personal statement.',
          },
          {
            provision: 'Bail Act 1976, Schedule 1',
            why: 'The grounds on which bail may be refused, including interference with witnesses.',
          },
        ],
        limitation: {
          rule: "Magistrates' Courts Act 1980, s. 127: 6 months for summary offences; no limit for indictable offences",
          years: null,
          note: 'Report promptly: a summary offence cannot be charged after 6 months.',
        },
        nextSteps: [
          'Report the offence to the police with the evidence listed.',
          'Make a victim personal statement.',
        ],
      },
      accused: {
        provisions: [
          { provision: 'Bail Act 1976, s. 4', why: 'The general right to bail.' },
          {
            provision: 'Police and Criminal Evidence Act 1984',
            why: 'The conduct of arrest, detention and interview.',
          },
        ],
        limitation: {
          rule: "Magistrates' Courts Act 1980, s. 127: 6 months for summary offences; no limit for indictable offences",
          years: null,
          note: 'A summary charge laid after 6 months can be challenged.',
        },
        nextSteps: ['Apply for bail at the first hearing.', 'Request the disclosure of unused material.'],
      },
    },
    civil: {
      victim: {
        provisions: [
          {
            provision: 'Civil Procedure Rules, Part 7 and Part 16',
            why: 'The claim form and the particulars of claim.',
          },
          {
            provision: 'Practice Direction – Pre-Action Conduct',
            why: 'The letter before claim and the exchange of information before suing.',
          },
        ],
        limitation: {
          rule: 'Limitation Act 1980, ss. 2 and 5: 6 years in tort and in simple contract',
          years: 6,
          note: 'Counted here from the latest dated event of the facts; confirm when the cause of action accrued.',
        },
        nextSteps: [
          'Send a letter before claim.',
          'Issue the claim form and serve the particulars of claim.',
        ],
      },
      accused: {
        provisions: [
          {
            provision: 'Civil Procedure Rules, Part 15',
            why: 'The defence within 14 days of the particulars of claim (28 with an acknowledgment of service).',
          },
          {
            provision: 'Civil Procedure Rules, Part 24',
            why: 'Summary judgment where the claim has no real prospect of success.',
          },
        ],
        limitation: {
          rule: 'Limitation Act 1980, ss. 2 and 5: 6 years in tort and in simple contract',
          years: 6,
          note: 'Plead limitation in the defence if the claim is late.',
        },
        nextSteps: [
          'Reply to the letter before claim.',
          'File the acknowledgment of service and the defence in time.',
        ],
      },
    },
  },
};

export function procedureOf(jurisdiction: Jurisdiction, nature: Nature, side: SideKey): Procedure {
  return TABLE[jurisdiction][nature][side];
}
