import { VETTING_STATUS_LABELS, type VettingStatus } from '@lexi/shared/api/legal-vetting';
import { Badge } from '@mantine/core';

const colors: Record<VettingStatus, string> = {
  requested: 'gray',
  in_review: 'blue',
  changes_suggested: 'orange',
  approved: 'teal',
};

export function VettingStatusBadge({ status }: { status: VettingStatus }) {
  return (
    <Badge color={colors[status]} variant="light">
      {VETTING_STATUS_LABELS[status]}
    </Badge>
  );
}
