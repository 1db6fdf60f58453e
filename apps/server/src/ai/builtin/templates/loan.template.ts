import { byLaw, type ContractTemplate, type DraftContext } from '../draft-context.ts';

const rate = (ctx: DraftContext) =>
  ctx.data.interest_rate_percent === undefined
    ? null
    : `${ctx.data.interest_rate_percent}% (per cent) per year`;

export const loanTemplate: ContractTemplate = {
  title: () => 'Loan Agreement',
  roles: () => ['Lender', 'Borrower'],
  recitals: (ctx) => [
    `The Borrower has asked the Lender for a loan ${ctx.data.purpose ? `for ${ctx.data.purpose}` : 'for its lawful purposes'}.`,
    'The Lender has agreed to lend, and the Borrower has agreed to borrow and repay, that loan on the terms of this Agreement.',
  ],
  definitions: () => [
    ['Loan', 'the principal amount lent under this Agreement, or so much of it as is outstanding'],
    ['Event of Default', 'any event described in the clause on events of default'],
  ],

  operative: (ctx) => [
    {
      heading: 'The Loan',
      clauses: [
        `The Lender shall lend the Borrower a principal amount of ${ctx.value('the amount agreed in writing between the Parties')} (the “Loan”), by bank transfer to the Borrower’s nominated account within 7 (seven) days of the Effective Date.`,
        `The Borrower shall use the Loan only ${ctx.data.purpose ? `for ${ctx.data.purpose}` : 'for lawful purposes'}.`,
        byLaw(ctx, {
          india:
            'The Lender confirms that this Loan is not made in the course of a money-lending business requiring a licence under any State money-lenders law, and the Borrower confirms that accepting it does not contravene the Companies Act, 2013 or any other law applicable to the Borrower.',
          us: `The Parties intend that no interest or charge under this Agreement exceeds the maximum rate permitted by the law of ${ctx.place.formal}. Any amount received in excess of that rate shall be applied to reduce the principal or, if the principal has been repaid, refunded to the Borrower.`,
          uk: 'If this Agreement is a regulated credit agreement within the meaning of the Consumer Credit Act 1974, the Lender shall give the Borrower the pre-contract information and copies that Act requires, and nothing in this Agreement limits the Borrower’s rights under it.',
        }),
      ],
    },
    {
      heading: 'Interest',
      clauses: [
        rate(ctx)
          ? `The Loan bears simple interest at ${rate(ctx)}, accruing daily on the outstanding principal from the date of disbursement and calculated on the basis of a 365-day year.`
          : 'The Loan is interest-free, except for default interest under this Agreement.',
        `Any amount not paid when due bears default interest at ${rate(ctx) ? 'the rate above plus 2% (two per cent) per year' : '2% (two per cent) per year'} from the due date until actual payment${ctx.jurisdiction === 'us' ? ', subject to the maximum rate permitted by law' : ''}.`,
      ],
    },
    {
      heading: 'Repayment and Prepayment',
      clauses: [
        ctx.termMonths
          ? `The Borrower shall repay the Loan, with interest, in ${ctx.termMonths} equal monthly instalments, the first falling due one month after disbursement and the last on the expiry of ${ctx.term}.`
          : 'The Borrower shall repay the Loan, with interest, in full on the Lender’s written demand, giving the Borrower not less than 30 (thirty) days to pay.',
        'The Borrower may prepay all or part of the Loan at any time without penalty on giving 7 (seven) days’ written notice; prepayments are applied first to accrued interest and then to principal.',
        'All payments shall be made in full, without set-off or counterclaim, by bank transfer to the account notified by the Lender.',
      ],
    },
    {
      heading: 'Representations of the Borrower',
      clauses: [
        'The Borrower represents that it has full power to borrow the Loan and perform this Agreement, that the information it has given the Lender is true and complete, and that no proceedings for its insolvency or bankruptcy are pending or threatened.',
      ],
    },
    {
      heading: 'Events of Default',
      clauses: [
        'Each of the following is an Event of Default: (a) the Borrower fails to pay any amount within 15 (fifteen) days of its due date; (b) any representation of the Borrower proves to have been materially untrue; (c) the Borrower becomes insolvent or bankrupt, or a proceeding for its insolvency, winding up or bankruptcy is admitted; (d) the Borrower breaches any other obligation and does not remedy the breach within 30 (thirty) days of notice.',
        'At any time after an Event of Default, the Lender may by written notice declare the Loan, accrued interest and all other amounts due under this Agreement immediately payable, and may recover them together with its reasonable costs of recovery.',
      ],
    },
  ],

  payment: (ctx) => [
    `Repayments and interest are payable in ${ctx.currency} as set out in the clauses on interest and on repayment and prepayment.`,
  ],

  termination: () => [
    'This Agreement ends when the Loan, interest and all other amounts due under it have been paid in full; neither Party may otherwise terminate it while any amount is outstanding.',
  ],
};
