import { Button } from '@mantine/core';
import { Link } from 'react-router';

/** The Open button of a workspace card or row: a link when `to` is given, else it calls `onClick`. */
export function OpenButton({ name, to, onClick }: { name: string; to?: string; onClick?: () => void }) {
  const label = `Open ${name}`;
  return to === undefined ? (
    <Button size="xs" variant="light" onClick={onClick} aria-label={label}>
      Open
    </Button>
  ) : (
    <Button component={Link} to={to} size="xs" variant="light" aria-label={label}>
      Open
    </Button>
  );
}
