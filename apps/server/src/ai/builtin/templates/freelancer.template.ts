import type { ContractTemplate } from '../draft-context.ts';
import { servicesOperative, servicesPayment, servicesTermination } from './services-clauses.ts';

const PROVIDER = 'Freelancer';

/** The freelancer is party 1 by default: the form's first party is usually the individual. */
export const freelancerTemplate: ContractTemplate = {
  title: () => 'Freelancer Agreement',
  roles: () => [PROVIDER, 'Client'],
  recitals: (ctx) => [
    `The Freelancer is an independent professional who offers ${ctx.data.purpose ?? 'project-based services'} to clients in the course of an independent business.`,
    'The Client wishes to engage the Freelancer on a project basis, and not as an employee, on the terms of this Agreement.',
  ],
  definitions: () => [
    ['Services', 'the project work described in the clause on services and deliverables'],
    [
      'Deliverables',
      'all work product delivered or to be delivered by the Freelancer as part of the Services',
    ],
  ],
  operative: (ctx) => servicesOperative(ctx, PROVIDER),
  payment: (ctx) => servicesPayment(ctx, PROVIDER),
  termination: (ctx) => servicesTermination(ctx, PROVIDER),
};
