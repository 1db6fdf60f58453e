import { byLaw, type ContractTemplate, type DraftContext } from '../draft-context.ts';

const software = (ctx: DraftContext) =>
  ctx.data.purpose ?? 'the software product described in the order form';

/** The licensee is party 1 by default (an individual or business buying a licence from a vendor). */
export const softwareLicenceTemplate: ContractTemplate = {
  title: (j) => (j === 'us' ? 'Software License Agreement' : 'Software Licence Agreement'),
  roles: () => ['Licensee', 'Licensor'],
  recitals: (ctx) => [
    `The Licensor owns or has the right to license ${software(ctx)} (the “Software”).`,
    'The Licensee wishes to obtain, and the Licensor is willing to grant, a licence to use the Software on the terms of this Agreement.',
  ],
  definitions: (ctx) => [
    [
      'Software',
      `${software(ctx)}, in object code form, with its updates and its user documentation (the “Documentation”)`,
    ],
    [
      'Authorised Users',
      'the Licensee’s employees and contractors who use the Software for the Licensee’s internal business purposes',
    ],
  ],

  operative: (ctx) => [
    {
      heading: 'Grant of Licence',
      clauses: [
        `Subject to payment of the fees, the Licensor grants the Licensee a non-exclusive, non-transferable, non-sublicensable licence to install and use the Software, for its internal business purposes only, through its Authorised Users, for ${ctx.term ?? 'as long as this Agreement continues'}.`,
        'The Licensor and its licensors keep all rights, title and interest, including all intellectual property rights, in the Software and the Documentation. No right is granted except as expressly stated in this Agreement.',
      ],
    },
    {
      heading: 'Restrictions',
      clauses: [
        `The Licensee shall not: (a) copy the Software except for reasonable back-up; (b) modify, translate or create derivative works of it; (c) reverse engineer, decompile or disassemble it, ${byLaw(
          ctx,
          {
            india: 'except to the extent permitted by section 52(1)(ab) of the Copyright Act, 1957',
            us: 'except to the extent that applicable law, including 17 U.S.C. § 117, expressly permits despite this restriction',
            uk: 'except to the extent permitted by sections 50A to 50C and 296A of the Copyright, Designs and Patents Act 1988',
          },
        )}; (d) rent, lease, sell, sublicense or provide the Software to third parties or use it as a service bureau; or (e) remove any proprietary notice from it.`,
        'The Licensee shall keep accurate records of its use of the Software and, on 30 days’ notice and not more than once a year, allow the Licensor to verify its compliance with this Agreement.',
      ],
    },
    {
      heading: 'Support and Maintenance',
      clauses: [
        'During the term the Licensor shall provide the Licensee with updates and new releases of the Software that it makes generally available, and support by email during its normal business hours, responding to critical issues within one Business Day and to other issues within three Business Days.',
        'Support does not cover problems caused by misuse, by modification of the Software by anyone other than the Licensor, or by hardware or software not supplied by the Licensor.',
      ],
    },
    {
      heading: 'Warranties and Disclaimer',
      clauses: [
        'The Licensor warrants that for 90 (ninety) days from delivery the Software will perform materially in accordance with the Documentation. The Licensee’s sole remedy for breach of this warranty is for the Licensor to correct the Software or, if it cannot do so within a reasonable time, to refund the fees paid for the non-conforming Software.',
        byLaw(ctx, {
          india:
            'Except as expressly stated in this Agreement, the Software is provided “as is”, and all other warranties and conditions, express or implied, are excluded to the fullest extent permitted by law.',
          us: 'EXCEPT AS EXPRESSLY STATED IN THIS AGREEMENT, THE SOFTWARE IS PROVIDED “AS IS” AND THE LICENSOR DISCLAIMS ALL OTHER WARRANTIES, EXPRESS OR IMPLIED, INCLUDING THE IMPLIED WARRANTIES OF MERCHANTABILITY, FITNESS FOR A PARTICULAR PURPOSE AND NON-INFRINGEMENT.',
          uk: 'Except as expressly stated in this Agreement, all warranties, conditions and other terms implied by statute or common law are excluded to the fullest extent permitted by law. The Licensor does not warrant that the Software will be uninterrupted or error-free.',
        }),
        'The Licensor warrants that the Software does not infringe the intellectual property rights of any third party and shall defend and indemnify the Licensee against any claim that it does, provided the Licensee notifies it promptly and allows it to control the defence.',
      ],
    },
    {
      heading: 'Limitation of Liability',
      clauses: [
        ctx.jurisdiction === 'us'
          ? 'IN NO EVENT SHALL EITHER PARTY BE LIABLE FOR ANY INDIRECT, INCIDENTAL, SPECIAL, CONSEQUENTIAL OR PUNITIVE DAMAGES, OR FOR LOST PROFITS OR LOST DATA, ARISING OUT OF THIS AGREEMENT, EVEN IF ADVISED OF THEIR POSSIBILITY.'
          : 'Neither Party is liable for any indirect or consequential loss, or for loss of profits, revenue, data or goodwill, arising out of this Agreement.',
        `Each Party’s total liability arising out of this Agreement is limited to the fees paid and payable by the Licensee in the 12 (twelve) months before the event giving rise to the claim.${byLaw(
          ctx,
          {
            india: '',
            us: '',
            uk: ' Nothing in this Agreement limits or excludes liability for death or personal injury caused by negligence, for fraud or fraudulent misrepresentation, or any other liability that cannot be limited or excluded under the Unfair Contract Terms Act 1977 or otherwise by law.',
          },
        )}`,
        'The limits in this clause do not apply to the intellectual property indemnity, to a breach of the restrictions on use, or to liability for fraud or wilful misconduct.',
      ],
    },
  ],

  payment: (ctx) => [
    `The Licensee shall pay licence fees of ${ctx.value('the amount stated in the order form')}${ctx.term ? ` for the term of ${ctx.term}` : ''}, ${byLaw(ctx, { india: 'exclusive of goods and services tax, and subject to deduction of tax at source as required by law', us: 'exclusive of applicable sales, use and similar taxes', uk: 'exclusive of VAT' })}, within 30 (thirty) days of the Licensor’s invoice.`,
    'Fees for a renewal term may be increased by the Licensor on at least 60 days’ written notice before the renewal.',
  ],

  termination: () => [
    'On termination the licence ends, and the Licensee shall stop using the Software and delete all copies of it, and certify in writing that it has done so.',
  ],
};
