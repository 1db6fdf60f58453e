import type { ContractTemplate } from '../draft-context.ts';
import { servicesOperative, servicesPayment, servicesTermination } from './services-clauses.ts';

const PROVIDER = 'Consultant';

export const serviceConsultancyTemplate: ContractTemplate = {
  title: () => 'Consultancy Services Agreement',
  roles: () => ['Client', PROVIDER],
  recitals: (ctx) => [
    `The Client wishes to engage the Consultant to provide ${ctx.data.purpose ?? 'consultancy services'}, and the Consultant has the expertise and resources to provide them.`,
    'The Parties wish to record the terms on which the Consultant will provide those services.',
  ],
  definitions: () => [
    ['Services', 'the consultancy services described in the clause on services and deliverables'],
    [
      'Deliverables',
      'all documents, reports, software and other materials delivered as part of the Services',
    ],
  ],
  operative: (ctx) => servicesOperative(ctx, PROVIDER),
  payment: (ctx) => servicesPayment(ctx, PROVIDER),
  termination: (ctx) => servicesTermination(ctx, PROVIDER),
};
