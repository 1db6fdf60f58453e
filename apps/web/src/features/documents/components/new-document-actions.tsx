import { Button, Group, type GroupProps, type MantineSize } from '@mantine/core';
import { IconFilePlus, IconSignature } from '@tabler/icons-react';
import { Link } from 'react-router';
import { NEW_EMOHAR_PATH } from '../document-texts.ts';

/** The two ways to start a document: a new e-mohar upload (whatever e-mohar remembers) or a draft. */
export function NewDocumentActions({
  size = 'sm',
  justify,
}: {
  size?: MantineSize;
  justify?: GroupProps['justify'];
}) {
  return (
    <Group gap="sm" wrap="wrap" justify={justify}>
      <Button
        component={Link}
        to={NEW_EMOHAR_PATH}
        size={size}
        leftSection={<IconSignature size={16} aria-hidden />}
      >
        New e-mohar document
      </Button>
      <Button
        component={Link}
        to="/drafts/new"
        size={size}
        variant="default"
        leftSection={<IconFilePlus size={16} aria-hidden />}
      >
        Draft a contract
      </Button>
    </Group>
  );
}
