import type { ShowContractResponse } from '@lexi/shared/api/contracts';
import { Badge } from '@mantine/core';

type SigningFields = Pick<ShowContractResponse, 'emohar_id' | 'signed_at'>;

/** "Out for signature" or "Signed on <date>" when the contract has an e-mohar document; else nothing. */
export function SigningStatus({ emohar_id, signed_at }: SigningFields) {
  if (!emohar_id) return null;
  if (signed_at)
    return (
      <Badge color="teal" variant="filled">
        {`Signed on ${new Date(signed_at).toLocaleDateString()}`}
      </Badge>
    );
  return (
    <Badge color="orange.8" variant="outline">
      Out for signature
    </Badge>
  );
}
