import {
  type ContractShareLinkRequest,
  type ContractShareLinkResponse,
  contractShareLinkResponse,
} from '@lexi/shared/api/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/contracts/share_link: `{origin}/share-draft?id=&token=&type=draft[&signature=…]`. */
export function shareContractLink(request: ContractShareLinkRequest): Promise<ContractShareLinkResponse> {
  return apiRequest('/contracts/share_link', contractShareLinkResponse, { body: request });
}
