import type { ContractTemplate } from '../draft-context.ts';

/** An MoU records intent: only confidentiality, costs, governing law and the like bind the Parties. */
export const mouTemplate: ContractTemplate = {
  title: () => 'Memorandum of Understanding',
  roles: () => ['First Party', 'Second Party'],
  ownConfidentiality: true,
  recitals: (ctx) => [
    `The Parties intend to cooperate in ${ctx.data.purpose ?? 'a project of mutual interest'} (the “Project”).`,
    'The Parties wish to record their present understanding and intentions before negotiating definitive agreements.',
  ],
  definitions: () => [
    ['Project', 'the cooperation described in the recitals'],
    [
      'Definitive Agreements',
      'the binding agreements, if any, that the Parties may sign to carry out the Project',
    ],
    [
      'Binding Provisions',
      'the clauses on confidentiality, costs, term and termination, governing law and dispute resolution, notices and general provisions, and the definitions used in them',
    ],
  ],

  operative: (ctx) => [
    {
      heading: 'Intent and Cooperation',
      clauses: [
        'The Parties intend to work together in good faith to evaluate and, if they so decide, carry out the Project.',
        `Each Party shall nominate a representative to coordinate the Project, and the representatives shall meet as often as the Parties agree to review progress.${ctx.data.contract_value === undefined ? '' : ` The Parties’ present estimate of the value of the Project is ${ctx.value('')}.`}`,
        'The Parties intend to negotiate the Definitive Agreements during the term of this Memorandum, setting out the scope, responsibilities, commercial terms and other matters of the Project.',
      ],
    },
    {
      heading: 'Non-Binding Nature',
      clauses: [
        'Except for the Binding Provisions, this Memorandum is a statement of intent only. It does not create any legally binding obligation, does not oblige either Party to enter into any Definitive Agreement, and may not be relied on as a contract.',
        'No Party is liable to the other for ending negotiations for any reason, provided that it has complied with the Binding Provisions.',
      ],
    },
    {
      heading: 'Confidentiality (Binding)',
      clauses: [
        'Each Party shall keep confidential, and use only for evaluating and carrying out the Project, all non-public information received from the other Party in connection with the Project, including the existence and terms of this Memorandum, and shall disclose it only to its officers, employees and advisers who need to know it and are bound by duties of confidentiality.',
        'This obligation does not apply to information that is or becomes public other than through a breach of this Memorandum, was already lawfully known to the receiving Party, is independently developed, or must be disclosed by law or by order of a competent authority.',
        'This clause binds the Parties and survives the end of this Memorandum for 2 (two) years.',
      ],
    },
  ],

  payment: () => [
    'Each Party bears its own costs and expenses in connection with this Memorandum and the Project, unless the Parties agree otherwise in writing. This clause is binding.',
  ],

  termination: (ctx) => [
    `This Memorandum ends on the earliest of: the signing of the Definitive Agreements; ${ctx.term ? `the expiry of ${ctx.term} from the Effective Date` : 'the first anniversary of the Effective Date'}; or ${ctx.noticeDays} days after either Party gives written notice to end it.`,
  ],
};
