import type { ContractType } from '@lexi/shared/validation/draft-form';
import type { ContractTemplate } from '../draft-context.ts';
import { employmentTemplate } from './employment.template.ts';
import { freelancerTemplate } from './freelancer.template.ts';
import { loanTemplate } from './loan.template.ts';
import { mouTemplate } from './mou.template.ts';
import { nonDisclosureTemplate } from './non-disclosure.template.ts';
import { partnershipTemplate } from './partnership.template.ts';
import { rentLeaveLicenceTemplate } from './rent-leave-licence.template.ts';
import { saleOfGoodsTemplate } from './sale-of-goods.template.ts';
import { serviceConsultancyTemplate } from './service-consultancy.template.ts';
import { softwareLicenceTemplate } from './software-licence.template.ts';

/**
 * A Record, so that adding a contract type to the shared list fails to compile until it has a
 * template. Premises are one template written for each law: India's leave and licence, the US
 * lease and the UK licence to occupy are the type each jurisdiction offers.
 */
export const contractTemplates: Record<ContractType, ContractTemplate> = {
  non_disclosure: nonDisclosureTemplate,
  service_consultancy: serviceConsultancyTemplate,
  employment: employmentTemplate,
  rent_leave_licence: rentLeaveLicenceTemplate,
  lease: rentLeaveLicenceTemplate,
  licence_to_occupy: rentLeaveLicenceTemplate,
  sale_of_goods: saleOfGoodsTemplate,
  partnership: partnershipTemplate,
  loan: loanTemplate,
  mou: mouTemplate,
  freelancer: freelancerTemplate,
  software_licence: softwareLicenceTemplate,
};

/** Types whose own clauses already say how they end (events of default, dissolution, notice periods). */
export const ownTerminationTypes: ReadonlySet<ContractType> = new Set(['employment', 'loan', 'partnership']);
