import { byLaw, type ContractTemplate } from '../draft-context.ts';

/** A mutual NDA: each party may disclose and receive, so the clauses speak of Discloser and Recipient. */
export const nonDisclosureTemplate: ContractTemplate = {
  title: () => 'Mutual Non-Disclosure Agreement',
  roles: () => ['First Party', 'Second Party'],
  ownConfidentiality: true,

  recitals: (ctx) => [
    `The Parties wish to explore and discuss ${ctx.data.purpose ?? 'a possible business relationship between them'} (the “Purpose”).`,
    'In the course of those discussions each Party may disclose Confidential Information to the other, and each Party is willing to receive and protect that information on the terms of this Agreement.',
  ],

  definitions: () => [
    [
      'Confidential Information',
      'all information, in any form or medium, disclosed by or on behalf of a Party (the “Discloser”) to the other Party (the “Recipient”) before or after the Effective Date in connection with the Purpose, including business plans, customer and supplier information, pricing, financial information, know-how, source code, designs, trade secrets and the existence and terms of the Parties’ discussions, whether or not marked as confidential',
    ],
    [
      'Representatives',
      'a Party’s officers, employees, professional advisers and contractors who need to know Confidential Information for the Purpose',
    ],
  ],

  operative: (ctx) => [
    {
      heading: 'Obligations of Confidentiality',
      clauses: [
        'The Recipient shall keep the Discloser’s Confidential Information strictly confidential, use it only for the Purpose, and protect it with at least the degree of care it uses for its own confidential information of a similar nature, and in any event no less than reasonable care.',
        'The Recipient may disclose Confidential Information only to its Representatives who need to know it for the Purpose, who have been told of its confidential nature and who are bound by duties of confidentiality no less protective than this Agreement. The Recipient is responsible for any breach by its Representatives.',
        'The Recipient shall not copy, reverse engineer, decompile or analyse any Confidential Information or materials containing it except as strictly required for the Purpose.',
      ],
    },
    {
      heading: 'Exclusions',
      clauses: [
        'The obligations in this Agreement do not apply to information that the Recipient can show by written evidence: (a) is or becomes public other than through a breach of this Agreement; (b) was lawfully in its possession before disclosure by the Discloser without an obligation of confidence; (c) is lawfully received from a third party who is free to disclose it; or (d) is independently developed by the Recipient without use of the Discloser’s Confidential Information.',
        'The Recipient may disclose Confidential Information to the extent required by law, by a court or by a governmental or regulatory authority, provided that, where lawful, it gives the Discloser prompt written notice so that the Discloser may seek a protective order, and discloses only the part that is legally required.',
        ...byLaw(ctx, {
          india: [],
          uk: [],
          us: [
            'Notice under the Defend Trade Secrets Act, 18 U.S.C. § 1833(b): an individual shall not be held criminally or civilly liable under any federal or state trade secret law for the disclosure of a trade secret that is made in confidence to a government official or to an attorney solely for the purpose of reporting or investigating a suspected violation of law, or that is made in a complaint or other document filed under seal in a lawsuit or other proceeding.',
          ],
        }),
      ],
    },
    {
      heading: 'Term of Confidentiality and Return of Information',
      clauses: [
        `The obligations of confidentiality in this Agreement continue for ${ctx.term ?? '3 (three) years'} from the date of the last disclosure of Confidential Information and, for any trade secret, for as long as it remains a trade secret under applicable law.`,
        'On the Discloser’s written request, and in any event when the Purpose ends, the Recipient shall promptly return or destroy all Confidential Information of the Discloser and certify in writing that it has done so, except that it may keep copies that it is required by law to retain or that are held in automatic electronic back-ups, which remain subject to this Agreement.',
      ],
    },
    {
      heading: 'No Licence, No Obligation and Remedies',
      clauses: [
        'All Confidential Information remains the property of the Discloser. No licence or other right in any intellectual property is granted by this Agreement, and neither Party is obliged to disclose any information or to enter into any further agreement.',
        'Confidential Information is provided “as is”; the Discloser gives no warranty as to its accuracy or completeness.',
        byLaw(ctx, {
          india:
            'The Parties agree that damages alone may not be an adequate remedy for a breach of this Agreement, and that the Discloser is entitled to seek injunctive relief and specific performance under the Specific Relief Act, 1963, in addition to any other remedy.',
          us: 'The Parties agree that a breach of this Agreement may cause irreparable harm for which monetary damages would be inadequate, and that the Discloser is entitled to seek injunctive relief without posting a bond, in addition to any other remedy.',
          uk: 'Without prejudice to any other rights or remedies, each Party acknowledges that damages alone may not be an adequate remedy for a breach of this Agreement and that the Discloser is entitled to seek the remedies of injunction, specific performance and other equitable relief.',
        }),
      ],
    },
  ],

  payment: () => [
    'No fee or other consideration is payable by either Party under this Agreement; the mutual promises of the Parties are the consideration for it. Each Party bears its own costs in connection with the Purpose.',
  ],

  termination: (ctx) => [
    `Either Party may end the discussions under this Agreement at any time by giving ${ctx.noticeDays} days’ written notice; the obligations of confidentiality survive as stated in the clause on the term of confidentiality.`,
  ],
};
