import type { ShowContractResponse } from '@lexi/shared/api/contracts';
import { Badge } from '@mantine/core';

type SigningFields = Pick<ShowContractResponse, 'emohar_id' | 'signed_at'>;

/**
 * "Out for signature" or "Signed on <date>" when the contract has an e-mohar document; else nothing.
 * The shades keep 4.5:1 in both schemes (light orange uses the theme's darker text colour).
 */
export function SigningStatus({ emohar_id, signed_at }: SigningFields) {
  if (!emohar_id) return null;
  if (signed_at)
    return (
      <Badge color="teal.9" variant="filled">
        {`Signed on ${new Date(signed_at).toLocaleDateString()}`}
      </Badge>
    );
  return (
    <Badge color="orange" variant="light">
      Out for signature
    </Badge>
  );
}
