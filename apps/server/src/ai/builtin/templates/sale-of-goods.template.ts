import { byLaw, type ContractTemplate, type DraftContext } from '../draft-context.ts';

const goods = (ctx: DraftContext) =>
  ctx.data.purpose ?? 'the goods described in the Buyer’s purchase order accepted by the Seller';

export const saleOfGoodsTemplate: ContractTemplate = {
  title: () => 'Sale of Goods Agreement',
  roles: () => ['Seller', 'Buyer'],
  recitals: (ctx) => [
    `The Seller carries on the business of supplying ${goods(ctx)}.`,
    'The Buyer wishes to buy, and the Seller wishes to sell, those goods on the terms of this Agreement.',
  ],
  definitions: (ctx) => [
    ['Goods', `${goods(ctx)}, as further described in any specification agreed in writing`],
    [
      'Delivery Point',
      'the place of delivery named in the purchase order or, if none is named, the Buyer’s address stated above',
    ],
  ],

  operative: (ctx) => [
    {
      heading: 'Sale of the Goods',
      clauses: [
        `The Seller shall sell and the Buyer shall buy the Goods in the quantities and to the specifications agreed in writing. ${byLaw(
          ctx,
          {
            india: 'This is a contract of sale of goods within the meaning of the Sale of Goods Act, 1930.',
            us: `This Agreement is a contract for the sale of goods governed by Article 2 of the Uniform Commercial Code as enacted in ${ctx.place.formal}.`,
            uk: 'The Sale of Goods Act 1979 applies to this Agreement save as expressly varied by it.',
          },
        )}`,
        'Each purchase order placed by the Buyer and accepted in writing by the Seller forms part of this Agreement; if a purchase order conflicts with this Agreement, this Agreement prevails.',
      ],
    },
    {
      heading: 'Delivery',
      clauses: [
        'The Seller shall deliver the Goods to the Delivery Point on the date agreed in the purchase order or, if none is agreed, within 30 (thirty) days of its acceptance, properly packed and accompanied by a delivery note stating the quantities delivered.',
        'If the Seller fails to deliver on time, the Buyer may, after giving 7 (seven) days’ written notice, cancel the undelivered part of the order without liability, without prejudice to its other remedies.',
      ],
    },
    {
      heading: 'Inspection and Rejection',
      clauses: [
        'The Buyer shall inspect the Goods within 7 (seven) days of delivery and may reject by written notice any Goods that do not conform to this Agreement. The Seller shall, at the Buyer’s option, replace rejected Goods or refund their price, and shall collect them at its own cost.',
      ],
    },
    {
      heading: 'Risk and Title',
      clauses: [
        'Risk of loss of or damage to the Goods passes to the Buyer on delivery at the Delivery Point.',
        `Title to the Goods passes to the Buyer when the Seller has received payment of their price in full${byLaw(
          ctx,
          {
            india:
              ', the Parties intending by this clause that property shall pass at that time under section 19 of the Sale of Goods Act, 1930',
            us: '',
            uk: ', the Seller reserving the right of disposal of the Goods until then in accordance with section 19 of the Sale of Goods Act 1979',
          },
        )}. Until title passes, the Buyer shall store the Goods so that they are identifiable as the Seller’s property.`,
      ],
    },
    {
      heading: 'Warranties',
      clauses: [
        `The Seller warrants that on delivery, and for 12 (twelve) months after it, the Goods shall conform to their description and specification, be free from defects in design, material and workmanship, be ${byLaw(ctx, { india: 'of merchantable quality', us: 'merchantable', uk: 'of satisfactory quality' })} and be fit for any purpose the Buyer made known to the Seller before the order.`,
        byLaw(ctx, {
          india:
            'These warranties are in addition to the conditions implied by sections 14 to 17 of the Sale of Goods Act, 1930, which are not excluded.',
          us: 'EXCEPT FOR THE EXPRESS WARRANTIES IN THIS CLAUSE, AND THE IMPLIED WARRANTY OF MERCHANTABILITY, WHICH IS NOT DISCLAIMED, THE SELLER MAKES NO OTHER WARRANTY, EXPRESS OR IMPLIED.',
          uk: 'These warranties are in addition to the terms implied by sections 12 to 15 of the Sale of Goods Act 1979. Where the Buyer deals as a consumer, nothing in this Agreement affects the Buyer’s statutory rights under the Consumer Rights Act 2015.',
        }),
        'The Seller warrants that it has good title to the Goods and the right to sell them, free of any charge or encumbrance.',
      ],
    },
  ],

  payment: (ctx) => [
    `The price of the Goods is ${ctx.value('the price stated in the Seller’s price list current at the date of the purchase order')}, ${byLaw(ctx, { india: 'exclusive of goods and services tax, which the Buyer shall pay at the applicable rate against a valid tax invoice', us: 'exclusive of sales and use taxes, which the Buyer shall pay unless it provides a valid exemption certificate', uk: 'exclusive of VAT, which the Buyer shall pay at the applicable rate against a valid VAT invoice' })}, and inclusive of packing and delivery to the Delivery Point.`,
    'The Seller may invoice the Goods on or after delivery, and the Buyer shall pay each valid invoice within 30 (thirty) days of receiving it.',
  ],

  termination: () => [
    'Termination does not affect any purchase order already accepted unless the terminating Party so states in its notice; Goods delivered and accepted before termination shall be paid for.',
  ],
};
