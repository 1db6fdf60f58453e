import type { EmoharStatus } from '@lexi/shared/api/emohar';
import { Badge } from '@mantine/core';

const labels: Record<EmoharStatus, { label: string; color: string }> = {
  uploaded: { label: 'Uploaded', color: 'gray' },
  details_added: { label: 'Details added', color: 'blue' },
  shared: { label: 'Shared', color: 'grape' },
  signing: { label: 'Signing', color: 'orange' },
  signed: { label: 'Signed and sealed', color: 'teal' },
  discarded: { label: 'Discarded', color: 'red' },
};

export function StatusBadge({ status }: { status: EmoharStatus }) {
  const { label, color } = labels[status];
  return (
    <Badge variant="light" color={color} radius="sm" size="lg">
      {label}
    </Badge>
  );
}
