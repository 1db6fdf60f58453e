import type { DocumentListItem } from '@lexi/shared/api/documents';
import { Button, Group } from '@mantine/core';
import { Link } from 'react-router';
import { pageOf } from '../document-texts.ts';
import { ArchiveButton } from './archive-button.tsx';

/** Where the row's title leads: continue signing, the signed page or the editor. */
export const openPath = (item: DocumentListItem) => pageOf[item.opens].path(item.open_id);

/** The row's buttons: open it the right way, and for its owner archive or unarchive it. */
export function DocumentRowActions({ item }: { item: DocumentListItem }) {
  return (
    <Group gap="xs" wrap="nowrap">
      <Button
        component={Link}
        to={openPath(item)}
        size="xs"
        variant="light"
        aria-label={`${pageOf[item.opens].action}: ${item.title}`}
      >
        {pageOf[item.opens].action}
      </Button>
      {item.role === 'owner' ? (
        <ArchiveButton
          kind={item.kind}
          id={item.id}
          title={item.title}
          archived={item.status === 'archived'}
          size="xs"
        />
      ) : null}
    </Group>
  );
}
