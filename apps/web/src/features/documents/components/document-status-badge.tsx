import type { DocumentStatus } from '@lexi/shared/api/documents';
import { Badge } from '@mantine/core';
import { statusLabels } from '../document-texts.ts';

export function DocumentStatusBadge({ status }: { status: DocumentStatus }) {
  const { label, color } = statusLabels[status];
  return (
    <Badge variant="light" color={color} radius="sm" style={{ whiteSpace: 'nowrap' }}>
      {label}
    </Badge>
  );
}
