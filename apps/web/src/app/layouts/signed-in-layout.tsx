import { AppShell, Container, Group } from '@mantine/core';
import { Outlet } from 'react-router';
import { BrandLink } from '../../components/ui/brand-link.tsx';
import { ColorSchemeToggle } from '../../components/ui/color-scheme-toggle.tsx';
import { UserMenu } from '../../features/accounts/components/user-menu.tsx';
import { RequireSession } from '../routes/require-session.tsx';

/** The signed-in area: a header (brand, scheme toggle, account menu) and the page. */
export function SignedInLayout() {
  return (
    <RequireSession>
      <AppShell header={{ height: 60 }} padding={0}>
        <AppShell.Header>
          <Container size="lg" h="100%">
            <Group h="100%" justify="space-between" wrap="nowrap">
              <BrandLink />
              <Group gap="sm" wrap="nowrap">
                <ColorSchemeToggle />
                <UserMenu />
              </Group>
            </Group>
          </Container>
        </AppShell.Header>
        <AppShell.Main bg="var(--lexi-page-bg)">
          <Container size="lg" px="md" py={{ base: 'lg', sm: 'xl' }}>
            <Outlet />
          </Container>
        </AppShell.Main>
      </AppShell>
    </RequireSession>
  );
}
