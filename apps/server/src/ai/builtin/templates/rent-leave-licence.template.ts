import type { Jurisdiction } from '@lexi/shared/countries';
import { byLaw, type ContractTemplate, type DraftContext } from '../draft-context.ts';

/**
 * Premises (`rent_leave_licence`, `lease`, `licence_to_occupy`: one type per jurisdiction).
 * India lets premises on leave and licence (a licence under section 52 of the Indian Easements
 * Act, 1882, creating no tenancy); the US drafts a lease; the UK a licence to occupy.
 */
const words: Record<Jurisdiction, { title: string; owner: string; occupier: string; fee: string }> = {
  india: {
    title: 'Leave and Licence Agreement',
    owner: 'Licensor',
    occupier: 'Licensee',
    fee: 'Licence Fee',
  },
  us: { title: 'Lease Agreement', owner: 'Landlord', occupier: 'Tenant', fee: 'Rent' },
  uk: { title: 'Licence to Occupy', owner: 'Licensor', occupier: 'Licensee', fee: 'Licence Fee' },
};

const premises = (ctx: DraftContext) => ctx.data.purpose ?? `the premises at ${ctx.first.party.address}`;

/** The lock-in: the first half of the term, at most 6 months (12 months when no term is given). */
function lockInMonths(ctx: DraftContext): number {
  const months = ctx.termMonths ?? 12;
  return Math.max(1, Math.min(6, Math.floor(months / 2)));
}

export const rentLeaveLicenceTemplate: ContractTemplate = {
  title: (j) => words[j].title,
  roles: (j) => [words[j].owner, words[j].occupier],

  recitals: (ctx) => {
    const w = words[ctx.jurisdiction];
    return [
      `The ${w.owner} is the lawful owner of, or is otherwise entitled to grant the rights in this Agreement over, ${premises(ctx)} (the “Premises”).`,
      `The ${w.occupier} has requested the ${w.owner} to permit the ${w.occupier} to use the Premises, and the ${w.owner} has agreed to do so on the terms of this Agreement.`,
    ];
  },

  definitions: (ctx) => [
    ['Premises', `${premises(ctx)}, together with the fixtures, fittings and amenities in it`],
    [words[ctx.jurisdiction].fee, 'the periodic amount payable under the clause on payment terms'],
  ],

  operative: (ctx) => {
    const w = words[ctx.jurisdiction];
    const term =
      ctx.term ??
      byLaw(ctx, { india: '11 (eleven) months', us: '12 (twelve) months', uk: '12 (twelve) months' });
    return [
      {
        heading: ctx.jurisdiction === 'us' ? 'Lease of the Premises' : 'Grant of Licence',
        clauses: [
          byLaw(ctx, {
            india: `The Licensor grants the Licensee a leave and licence to use the Premises for ${term} from the Effective Date, for residential or lawful business use as disclosed to the Licensor. This Agreement is a licence under section 52 of the Indian Easements Act, 1882; it creates no tenancy, sub-tenancy or other interest in the Premises, and legal possession remains with the Licensor.`,
            us: `The Landlord leases the Premises to the Tenant for a term of ${term} beginning on the Effective Date (the “Lease Term”), for lawful use as disclosed to the Landlord. The Tenant shall have quiet enjoyment of the Premises during the Lease Term provided that it complies with this Agreement.`,
            uk: `The Licensor permits the Licensee to occupy the Premises in common with the Licensor for ${term} from the Effective Date, for lawful use as disclosed to the Licensor. The Licensee occupies as licensee only: this Agreement is personal to the Licensee, does not grant exclusive possession and does not create a tenancy or any interest in land.`,
          }),
          `The ${w.occupier} shall not sublet, assign, part with or share the Premises, or allow anyone other than its family, employees or visitors to use them, without the ${w.owner}’s prior written consent.`,
        ],
      },
      {
        heading: 'Security Deposit',
        clauses: [
          `On or before signing this Agreement the ${w.occupier} shall pay the ${w.owner} a refundable security deposit of ${ctx.data.security_deposit === undefined ? 'the amount agreed in writing between the Parties' : ctx.money(ctx.data.security_deposit)} (the “Deposit”), which bears no interest${ctx.jurisdiction === 'india' ? '' : ' except where the law requires'}.`,
          byLaw(ctx, {
            india:
              'The Licensor shall refund the Deposit, less any amounts lawfully due from the Licensee for unpaid Licence Fee, charges or damage beyond fair wear and tear, against the Licensee handing over vacant and peaceful possession of the Premises; until the Deposit is refunded the Licensee may retain possession without liability for Licence Fee for that period.',
            us: `The Landlord shall hold and return the Deposit, with an itemized statement of any deductions for unpaid Rent or damage beyond normal wear and tear, within the time and in the manner required by the law of ${ctx.place.formal}.`,
            uk: 'The Licensor shall return the Deposit, less any amounts properly due for unpaid Licence Fee or for damage beyond fair wear and tear, within 14 days after the Licensee vacates the Premises, and shall comply with any deposit protection requirements that apply to the occupation.',
          }),
        ],
      },
      {
        heading: 'Lock-in Period',
        clauses: [
          `Neither Party may terminate this Agreement during the first ${lockInMonths(ctx)} months from the Effective Date (the “Lock-in Period”), except for a breach under the clause on termination. If the ${w.occupier} vacates during the Lock-in Period, the ${w.fee} for the rest of the Lock-in Period becomes payable${ctx.jurisdiction === 'us' ? ', subject to the Landlord’s duty to mitigate its loss where the law imposes one' : ''}.`,
        ],
      },
      {
        heading: 'Maintenance, Repairs and Outgoings',
        clauses: [
          `The ${w.owner} shall pay property taxes, ${ctx.jurisdiction === 'india' ? 'society maintenance charges, ' : ''}building insurance and the cost of structural and major repairs.`,
          `The ${w.occupier} shall pay for electricity, water, gas, internet and other utilities consumed at the Premises during the term, keep the Premises clean and in good condition (fair wear and tear excepted), carry out minor day-to-day repairs, and make no structural alteration without the ${w.owner}’s prior written consent.`,
          `The ${w.owner} may inspect the Premises at reasonable times on giving at least 24 hours’ notice, except in an emergency.`,
          `The ${w.occupier} shall use the Premises lawfully, shall not cause a nuisance to neighbours, and shall comply with the rules of any building or housing society in which the Premises are situated.`,
        ],
      },
      {
        heading: 'Handing Back the Premises',
        clauses: [
          `At the end of this Agreement the ${w.occupier} shall hand back vacant possession of the Premises in the condition required by this Agreement, with all keys. If the ${w.occupier} stays on without consent, it shall pay compensation for use and occupation at twice the daily rate of the ${w.fee} for each day of overstay, without prejudice to the ${w.owner}’s other remedies.`,
        ],
      },
    ];
  },

  payment: (ctx) => {
    const w = words[ctx.jurisdiction];
    return [
      `The ${w.occupier} shall pay the ${w.owner} a monthly ${w.fee} of ${ctx.value('the amount agreed in writing between the Parties')}, in advance on or before the 5th (fifth) day of each calendar month, by bank transfer to the account notified by the ${w.owner}.`,
      `If the ${w.fee} is paid late, the ${w.occupier} shall pay interest on the overdue amount at 12% per year from the due date until payment${ctx.jurisdiction === 'us' ? `, or such lower rate as the law of ${ctx.place.formal} permits` : ''}.`,
      ...(ctx.jurisdiction === 'india'
        ? [
            'Where the Licensee is required by law to deduct tax at source from the Licence Fee, it shall do so and furnish the certificate of deduction to the Licensor.',
          ]
        : []),
    ];
  },

  termination: (ctx) => {
    const w = words[ctx.jurisdiction];
    return [
      `After the Lock-in Period, either Party may terminate this Agreement by giving the other ${ctx.noticeDays} days’ written notice.`,
      `The ${w.owner} may terminate this Agreement by written notice if the ${w.fee} remains unpaid for 30 days after it is due, or if the ${w.occupier} uses the Premises unlawfully${ctx.jurisdiction === 'us' ? ', following any notice and cure period and court process required by state law' : ''}.`,
    ];
  },
};
