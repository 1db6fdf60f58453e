import { byLaw, type ContractTemplate, type DraftContext } from '../draft-context.ts';

const business = (ctx: DraftContext) =>
  ctx.data.purpose ?? 'such lawful business as the Partners agree in writing';

export const partnershipTemplate: ContractTemplate = {
  title: (j) => (j === 'india' ? 'Partnership Deed' : 'Partnership Agreement'),
  roles: () => ['First Partner', 'Second Partner'],
  recitals: (ctx) => [
    `The Partners have agreed to carry on in partnership the business of ${business(ctx)} (the “Business”).`,
    'The Partners wish to record the terms of their partnership in writing.',
  ],
  definitions: () => [
    ['Business', 'the business described in the recitals'],
    ['Partners', 'the First Partner and the Second Partner, and “Partner” means either of them'],
  ],

  operative: (ctx) => [
    {
      heading: 'Partnership',
      clauses: [
        `The Partners carry on the Business in partnership with effect from the Effective Date, with its principal place of business at ${ctx.place.label} or such other place as the Partners agree. ${byLaw(
          ctx,
          {
            india:
              'The partnership is governed by the Indian Partnership Act, 1932, and the Partners shall apply for registration of the firm with the Registrar of Firms of the State concerned within 30 (thirty) days of the Effective Date.',
            us: `The partnership is a general partnership governed by the partnership statute of ${ctx.place.formal} (including the Uniform Partnership Act as adopted there), except as this Agreement provides otherwise.`,
            uk: 'The Partnership Act 1890 applies to the partnership except to the extent that this Agreement provides otherwise.',
          },
        )}`,
        `The partnership continues ${ctx.term ? `for ${ctx.term} and afterwards ` : ''}until it is dissolved under this Agreement or by law.`,
      ],
    },
    {
      heading: 'Capital',
      clauses: [
        `The capital of the partnership is ${ctx.value('the amount the Partners agree in writing')}, contributed by the Partners in equal shares unless they agree otherwise in writing. Further capital may be contributed only with the consent of both Partners.`,
        'No interest is payable on capital. Each Partner’s capital contribution and share of undrawn profits is credited to that Partner’s capital account.',
      ],
    },
    {
      heading: 'Profits and Losses',
      clauses: [
        'The net profits and losses of the Business in each financial year are shared by the Partners equally, unless they agree otherwise in writing.',
        'Proper books of account shall be kept at the principal place of business, to which each Partner shall have access at all times. The accounts shall be drawn up for each financial year and signed by both Partners.',
        'Each Partner may draw against their expected share of profits such monthly amounts as the Partners agree, to be adjusted when the annual accounts are settled.',
      ],
    },
    {
      heading: 'Management',
      clauses: [
        'Each Partner shall take part in the management of the Business, devote such time and attention to it as it reasonably requires, and act in good faith and in the best interests of the partnership.',
        'The following require the written consent of both Partners: borrowing money or giving security in the name of the firm, admitting a new partner, buying or selling property other than in the ordinary course of business, and entering into any contract above an amount the Partners set in writing.',
        'Partnership money shall be kept in a bank account in the firm’s name, operated as the Partners decide in writing.',
        'While a Partner, no Partner shall carry on any business competing with the Business without the other Partner’s written consent.',
      ],
    },
    {
      heading: 'Retirement, Death and Dissolution',
      clauses: [
        'A Partner may retire from the partnership by giving the other Partner not less than 90 (ninety) days’ written notice.',
        'On the retirement, death or insolvency of a Partner, the continuing Partner may continue the Business and shall pay the outgoing Partner (or their legal representatives) the balance of that Partner’s capital account and share of profits up to the date of leaving, within 6 (six) months, as shown by accounts drawn up to that date.',
        'If the Business is not continued, the partnership is dissolved, its assets are realised, its debts are paid, and any surplus is distributed between the Partners in proportion to their capital accounts.',
      ],
    },
  ],

  payment: () => [
    'No Partner is entitled to remuneration for working in the Business other than their share of profits, unless the Partners agree otherwise in writing.',
  ],

  termination: () => [
    'The partnership may be dissolved at any time by the written agreement of the Partners, or as provided in the clause on retirement, death and dissolution.',
  ],
};
