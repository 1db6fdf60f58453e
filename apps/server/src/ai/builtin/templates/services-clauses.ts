import { byLaw, type DraftContext, type SectionDraft } from '../draft-context.ts';

/**
 * Services delivered by an independent business or a freelancer share their clauses: scope,
 * deliverables, acceptance, IP assignment and contractor status. The two templates differ in
 * names and emphasis, not in law.
 */
export function servicesOperative(ctx: DraftContext, provider: string): SectionDraft[] {
  const scope =
    ctx.data.purpose ?? 'the services described in the statement of work agreed in writing by the Parties';
  return [
    {
      heading: 'Services and Deliverables',
      clauses: [
        `The ${provider} shall provide to the Client ${scope} (the “Services”), including the documents, software, reports and other materials to be delivered as part of them (the “Deliverables”).`,
        `The ${provider} shall perform the Services with reasonable skill, care and diligence, in accordance with good industry practice and applicable law, and shall meet any agreed milestones; time of performance matters, and the ${provider} shall promptly tell the Client of any expected delay and its cause.`,
        `The Client shall give the ${provider} the information, access and decisions the ${provider} reasonably needs to perform the Services, in good time. The ${provider} is not liable for a delay caused by the Client’s failure to do so.`,
        'Any change to the scope of the Services shall be agreed in writing, including its effect on fees and timelines, before it is performed.',
      ],
    },
    {
      heading: 'Acceptance',
      clauses: [
        `The Client shall review each Deliverable within 10 (ten) Business Days of delivery and either accept it or give written reasons why it does not conform to the agreed requirements. The ${provider} shall correct any non-conformity at its own cost and redeliver it, after which the same review applies. A Deliverable is accepted when the Client accepts it, uses it in its business, or does not respond within the review period.`,
      ],
    },
    {
      heading: 'Intellectual Property',
      clauses: [
        `Subject to payment of the fees for them, the ${provider} assigns to the Client, with full title guarantee and by way of present assignment of future rights, all intellectual property rights in the Deliverables created for the Client, throughout the world and for their full term.${byLaw(
          ctx,
          {
            india:
              ' Notwithstanding section 19(4) of the Copyright Act, 1957, the assignment shall not lapse if the Client does not exercise the rights within one year, and it is for the territory of the world and the full term of copyright.',
            us: ' To the extent any Deliverable is a “work made for hire” under the Copyright Act of 1976 (17 U.S.C. § 101), it is a work made for hire owned by the Client; to the extent it is not, it is assigned under this clause.',
            uk: ` The assignment includes the right to sue for past infringement, and the ${provider} shall procure waivers of any moral rights in the Deliverables under Chapter IV of Part I of the Copyright, Designs and Patents Act 1988.`,
          },
        )}`,
        `The ${provider} keeps ownership of its pre-existing materials, tools and know-how (“Background IP”) and grants the Client a non-exclusive, perpetual, royalty-free licence to use any Background IP incorporated in the Deliverables for the purpose of using the Deliverables.`,
        `The ${provider} warrants that the Deliverables and their use by the Client will not infringe the intellectual property rights of any third party, and shall indemnify the Client against claims that they do.`,
      ],
    },
    {
      heading: 'Independent Contractor',
      clauses: [
        `The ${provider} is an independent contractor. Nothing in this Agreement creates an employment, partnership, agency or joint venture relationship, and the ${provider} has no authority to bind the Client.`,
        `The ${provider} controls the manner and means of performing the Services, provides its own equipment, may work for others provided that doing so does not conflict with its obligations under this Agreement, and may not substitute another person without the Client’s prior written consent.`,
        byLaw(ctx, {
          india: `The ${provider} is responsible for its own income tax, goods and services tax registration and returns where applicable, and statutory contributions; the Client may deduct tax at source as required by the Income-tax Act, 1961 and shall issue the certificates of deduction required by law.`,
          us: `The ${provider} is responsible for all federal, state and local taxes on the fees, shall provide a completed IRS Form W-9, and is not eligible for any employee benefit plan of the Client. The Client will report the fees on IRS Form 1099 where required.`,
          uk: `The ${provider} is responsible for its own income tax and National Insurance contributions (and VAT where registered) on the fees, and shall indemnify the Client against any such liability. The Parties shall cooperate with any determination required under the off-payroll working rules in Chapter 10 of Part 2 of the Income Tax (Earnings and Pensions) Act 2003.`,
        }),
      ],
    },
    {
      heading: 'Liability',
      clauses: [
        `Neither Party is liable to the other for any indirect or consequential loss, or for loss of profit, revenue or goodwill, arising under this Agreement. Each Party’s total liability under this Agreement is limited to the total fees paid and payable under it in the 12 (twelve) months before the claim arose.${byLaw(
          ctx,
          {
            india: '',
            us: '',
            uk: ' Nothing in this Agreement limits liability for death or personal injury caused by negligence, for fraud or fraudulent misrepresentation, or for any liability that cannot be limited by law.',
          },
        )}`,
        'The limits in this clause do not apply to a breach of confidentiality, to the intellectual property indemnity, or to liability for fraud, gross negligence or wilful misconduct.',
      ],
    },
  ];
}

export function servicesPayment(ctx: DraftContext, provider: string): string[] {
  return [
    `In consideration of the Services, the Client shall pay the ${provider} fees of ${ctx.value('the amounts set out in the statement of work')}${ctx.data.contract_value === undefined ? '' : `, ${byLaw(ctx, { india: 'exclusive of goods and services tax, which shall be added at the applicable rate', us: 'inclusive of all taxes other than sales tax, if any', uk: 'exclusive of VAT, which shall be added where applicable' })}`}.`,
    `The ${provider} shall invoice the Client ${ctx.data.payment_terms ? 'as set out in the payment terms below' : 'monthly in arrears, or on acceptance of each Deliverable where fees are tied to Deliverables'}, and the Client shall pay each valid invoice within 30 (thirty) days of receiving it.`,
    `The Client shall reimburse reasonable out-of-pocket expenses only where it approved them in writing in advance and they are supported by receipts.`,
  ];
}

export function servicesTermination(ctx: DraftContext, provider: string): string[] {
  return [
    `The Client may terminate this Agreement for convenience at any time by giving ${ctx.noticeDays} days’ written notice, and shall pay the ${provider} for Services properly performed up to the date of termination.`,
    `On termination the ${provider} shall deliver to the Client all Deliverables, including work in progress, for which the Client has paid or will pay.`,
  ];
}
