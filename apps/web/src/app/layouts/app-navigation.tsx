import { Badge, NavLink, Stack } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { useSessionStore } from '../../lib/session-store.ts';
import { type NavEntry, navEntries } from './nav-entries.ts';

interface AppNavigationProps {
  /** Called when an entry is followed (the phone drawer closes). */
  onNavigate?: () => void;
}

function Entry({ entry, pathname, onNavigate }: { entry: NavEntry; pathname: string } & AppNavigationProps) {
  const icon = <entry.icon size={20} stroke={1.7} aria-hidden />;
  if (entry.kind === 'coming-soon') {
    // Not a link and not a button: there is nothing to do yet, and the hint says so in words.
    return (
      <NavLink
        component="div"
        role="presentation"
        label={entry.label}
        leftSection={icon}
        rightSection={
          <Badge size="xs" variant="default" radius="sm">
            Coming soon
          </Badge>
        }
        c="dimmed"
        style={{ cursor: 'default', backgroundColor: 'transparent' }}
      />
    );
  }
  const current = entry.isCurrent(pathname);
  return (
    <NavLink
      component={Link}
      to={entry.to}
      label={entry.label}
      leftSection={icon}
      active={current}
      aria-current={current ? 'page' : undefined}
      variant="light"
      fw={current ? 600 : 500}
      onClick={onNavigate}
    />
  );
}

/** The sidebar's list of LeXi's areas, the current one marked (aria-current="page"). */
export function AppNavigation({ onNavigate }: AppNavigationProps) {
  const accountType = useSessionStore((state) => state.userData?.account_type);
  const { pathname } = useLocation();
  return (
    <Stack gap={4} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
      {navEntries(accountType).map((entry) => (
        <li key={entry.label}>
          <Entry entry={entry} pathname={pathname} onNavigate={onNavigate} />
        </li>
      ))}
    </Stack>
  );
}
