import { byLaw, type ContractTemplate, type DraftContext } from '../draft-context.ts';

/**
 * Employment without a fixed term is at will in every US state but Montana, whose Wrongful
 * Discharge from Employment Act requires good cause after the probationary period.
 */
function isAtWill(ctx: DraftContext): boolean {
  return ctx.jurisdiction === 'us' && ctx.term === null && !/montana/i.test(ctx.place.state);
}

const role = (ctx: DraftContext) =>
  ctx.data.purpose ?? 'the position described to the Employee in writing by the Employer';

/** The employee is party 1 by default: the form's first party is an individual. */
export const employmentTemplate: ContractTemplate = {
  title: () => 'Employment Agreement',
  roles: () => ['Employee', 'Employer'],
  recitals: (ctx) => [
    `The Employer wishes to employ the Employee in ${role(ctx)}, and the Employee wishes to accept that employment.`,
    'The Parties wish to record the terms and conditions of the employment.',
  ],
  definitions: () => [
    ['Employment', 'the employment of the Employee by the Employer under this Agreement'],
    ['Probation Period', 'the period described in the clause on probation'],
  ],

  operative: (ctx) => [
    {
      heading: 'Appointment and Duties',
      clauses: [
        `The Employer employs the Employee in ${role(ctx)} with effect from the Effective Date${ctx.term ? ` for a fixed term of ${ctx.term}` : ''}. The Employee shall perform the duties reasonably assigned by the Employer that are consistent with that position, diligently, honestly and in accordance with the Employer’s lawful policies.`,
        `The Employee’s normal place of work is ${ctx.place.label} or such other place as the Parties agree. The Employee shall work the Employer’s normal working hours and such additional hours as are reasonably necessary for the proper performance of the duties${byLaw(
          ctx,
          {
            india: ', subject to the limits of applicable labour laws',
            us: ', and, if classified as non-exempt under the Fair Labor Standards Act, shall be paid overtime as that Act and state law require',
            uk: ', subject to the Working Time Regulations 1998',
          },
        )}.`,
        'During the Employment the Employee shall devote their full working time to the Employer and shall not, without the Employer’s written consent, be engaged in any other business that competes or conflicts with the Employer’s business.',
      ],
    },
    {
      heading: 'Probation',
      clauses: [
        `The first 6 (six) months of the Employment are a probation period, which the Employer may extend once by up to 3 (three) months by written notice. During probation either Party may end the Employment by giving ${byLaw(ctx, { india: '15 (fifteen) days’', us: 'written', uk: 'one week’s' })} notice${ctx.jurisdiction === 'us' ? '' : ' or, in the Employer’s case, payment in lieu of notice'}.`,
        'The Employer shall confirm in writing whether the Employee has completed probation successfully.',
      ],
    },
    {
      heading: 'Salary and Benefits',
      clauses: [
        `The Employer shall pay the Employee a gross salary of ${ctx.value('the amount set out in the offer letter')} per year, in equal monthly instalments in arrears, ${byLaw(ctx, { india: 'on or before the 7th (seventh) day of each following month', us: 'in accordance with the Employer’s regular payroll practices', uk: 'on or before the last working day of each month' })}, less deductions required by law.`,
        byLaw(ctx, {
          india:
            'The Employer shall make the contributions required under the Employees’ Provident Funds and Miscellaneous Provisions Act, 1952 and the Employees’ State Insurance Act, 1948 where applicable, and the Employee shall be entitled to gratuity in accordance with the Payment of Gratuity Act, 1972.',
          us: 'The Employee shall be eligible to participate in the benefit plans the Employer makes available to similarly situated employees, subject to the terms of those plans, which the Employer may amend. The Employee shall complete Form I-9 employment eligibility verification within three business days of starting work.',
          uk: 'The Employer shall enrol the Employee in a qualifying workplace pension scheme as the Pensions Act 2008 requires. This Agreement, together with the Employer’s policies it refers to, is the written statement of particulars required by section 1 of the Employment Rights Act 1996.',
        }),
        'The Employer shall reimburse the reasonable business expenses the Employee properly incurs in performing the duties, in accordance with its expenses policy.',
      ],
    },
    {
      heading: 'Leave',
      clauses: [
        byLaw(ctx, {
          india: `The Employee is entitled to paid earned leave, casual leave and sick leave as provided by the Employer’s leave policy, and in no case less than the minimum required by the shops and establishments law of ${ctx.place.formal} or other applicable labour law, together with the national and festival holidays notified by the Employer. Maternity benefit is as provided by the Maternity Benefit Act, 1961.`,
          us: `The Employee is entitled to paid time off in accordance with the Employer’s policy as in effect from time to time, and to any sick leave and family or medical leave required by federal law or the law of ${ctx.place.formal}.`,
          uk: 'The Employee is entitled to 5.6 weeks’ paid holiday in each holiday year (inclusive of the usual public holidays), as required by the Working Time Regulations 1998, and to statutory sick pay and family-related leave and pay in accordance with the law.',
        }),
        'Leave shall be requested and approved in accordance with the Employer’s policy, giving reasonable notice except in case of illness or emergency.',
      ],
    },
    {
      heading: 'Confidentiality and Non-Solicitation',
      clauses: [
        'During and after the Employment the Employee shall keep confidential, and shall not use except for the Employer’s benefit, any confidential information of the Employer or its clients, and on leaving shall return all property and documents of the Employer.',
        `For ${byLaw(ctx, { india: '12 (twelve)', us: '12', uk: '6 (six)' })} months after the Employment ends, the Employee shall not, directly or indirectly, solicit or entice away any employee of the Employer with whom the Employee worked closely in the last 12 months of the Employment, ${byLaw(
          ctx,
          {
            india:
              'it being understood that nothing in this Agreement restrains the Employee from exercising a lawful profession, trade or business after the Employment, in keeping with section 27 of the Indian Contract Act, 1872',
            us: `to the extent permitted by the law of ${ctx.place.formal}`,
            uk: 'which restriction the Parties consider reasonable and no wider than necessary to protect the Employer’s legitimate business interests',
          },
        )}.`,
        'All intellectual property created by the Employee in the course of the Employment belongs to the Employer, and the Employee shall sign any document reasonably required to confirm that ownership.',
      ],
    },
  ],

  payment: (ctx) => [
    `Salary is paid as set out in the clause on salary and benefits. The Employer may deduct from salary any sum the Employee owes it ${byLaw(ctx, { india: 'to the extent permitted by the Payment of Wages Act, 1936 and other applicable law', us: 'only to the extent permitted by applicable wage and hour laws and with any written authorization they require', uk: 'where the Employee has given prior written consent, in accordance with Part II of the Employment Rights Act 1996' })}.`,
  ],

  termination: (ctx) => {
    if (isAtWill(ctx)) {
      return [
        `The Employment is “at-will”: either the Employee or the Employer may terminate it at any time, with or without cause or notice. The Employer requests ${ctx.noticeDays} days’ notice of resignation as a courtesy. Nothing in this Agreement or in any policy changes the at-will nature of the Employment, which may only be changed by a written agreement signed by an authorised officer of the Employer.`,
      ];
    }
    return [
      `After the Probation Period, either Party may terminate the Employment by giving the other ${ctx.noticeDays} days’ written notice${ctx.jurisdiction === 'uk' ? ', or such longer notice as section 86 of the Employment Rights Act 1996 requires' : ''}${ctx.jurisdiction === 'us' ? '' : '; the Employer may instead pay basic salary in lieu of all or part of the notice period'}.${ctx.term ? ` Unless terminated earlier, the Employment ends automatically at the end of its fixed term of ${ctx.term}.` : ''}`,
      `The Employer may terminate the Employment immediately for ${ctx.jurisdiction === 'us' ? 'good cause' : 'gross misconduct'}, including dishonesty, serious breach of this Agreement, or conduct that brings the Employer into disrepute${ctx.jurisdiction === 'india' ? ', after giving the Employee a reasonable opportunity to be heard' : ''}.`,
    ];
  },
};
