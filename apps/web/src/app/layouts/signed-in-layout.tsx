import { AppShell, Burger, Container, Group, ScrollArea } from '@mantine/core';
import { useDisclosure, useHotkeys } from '@mantine/hooks';
import { Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { BrandLink } from '../../components/ui/brand-link.tsx';
import { ColorSchemeToggle } from '../../components/ui/color-scheme-toggle.tsx';
import { UserMenu } from '../../features/accounts/components/user-menu.tsx';
import { PageLoading } from '../routes/page-loading.tsx';
import { RequireSession } from '../routes/require-session.tsx';
import { AppNavigation } from './app-navigation.tsx';
import './app-shell.css';
import { useRemoveStaticShell } from './static-shell.ts';

const NAVIGATION_ID = 'app-navigation';
const MAIN_ID = 'main-content';

/** The first stop of the Tab key: past the header and the sidebar, straight to the page. */
function SkipToContent() {
  return (
    <a
      href={`#${MAIN_ID}`}
      className="lexi-skip-link"
      onClick={(event) => {
        event.preventDefault();
        document.getElementById(MAIN_ID)?.focus();
      }}
    >
      Skip to content
    </a>
  );
}

/**
 * Keyboard focus follows the phone drawer: opening it moves focus to its first entry, and closing
 * it while focus is inside (Escape) gives focus back to the menu button, so that focus never rests
 * on an entry that is no longer shown.
 */
function useDrawerFocus(open: boolean) {
  const navigationRef = useRef<HTMLDivElement>(null);
  const burgerRef = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  useEffect(() => {
    const navigation = navigationRef.current;
    if (open) navigation?.querySelector<HTMLElement>('a[href], button:not([disabled])')?.focus();
    else if (wasOpen.current && navigation?.contains(document.activeElement)) burgerRef.current?.focus();
    wasOpen.current = open;
  }, [open]);
  return { navigationRef, burgerRef };
}

/**
 * The signed-in area: a header (menu button on phones, brand, scheme toggle, account menu), the
 * sidebar of LeXi's areas (a drawer under the `sm` breakpoint, closed again after each move or
 * with Escape) and the page.
 */
export function SignedInLayout() {
  useRemoveStaticShell();
  const [drawerOpen, drawer] = useDisclosure(false);
  const { pathname } = useLocation();
  // Any move (a sidebar link, the browser's back button) closes the phone drawer.
  useEffect(() => {
    if (pathname) drawer.close();
  }, [pathname, drawer.close]);
  useHotkeys([['Escape', drawer.close]]);
  const { navigationRef, burgerRef } = useDrawerFocus(drawerOpen);

  return (
    <RequireSession>
      <AppShell
        header={{ height: 60 }}
        navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !drawerOpen } }}
        padding={0}
      >
        <SkipToContent />
        <AppShell.Header>
          <Group h="100%" px="md" justify="space-between" wrap="nowrap">
            <Group gap="sm" wrap="nowrap">
              <Burger
                ref={burgerRef}
                opened={drawerOpen}
                onClick={drawer.toggle}
                hiddenFrom="sm"
                size="sm"
                aria-label="Navigation"
                aria-expanded={drawerOpen}
                aria-controls={NAVIGATION_ID}
              />
              <BrandLink />
            </Group>
            <Group gap="sm" wrap="nowrap">
              <ColorSchemeToggle />
              <UserMenu />
            </Group>
          </Group>
        </AppShell.Header>
        <AppShell.Navbar
          ref={navigationRef}
          id={NAVIGATION_ID}
          aria-label="Main"
          p="sm"
          className="lexi-navbar"
          mod={{ 'drawer-closed': !drawerOpen }}
        >
          <AppShell.Section grow component={ScrollArea}>
            <AppNavigation onNavigate={drawer.close} />
          </AppShell.Section>
        </AppShell.Navbar>
        {/* Focus reaching the page (Tab past the drawer's last entry) closes the phone drawer, which
            covers the page: focus never rests on something hidden under it. */}
        <AppShell.Main
          id={MAIN_ID}
          tabIndex={-1}
          bg="var(--lexi-page-bg)"
          className="lexi-main"
          onFocus={drawerOpen ? drawer.close : undefined}
        >
          <Container size="lg" px="md" py={{ base: 'lg', sm: 'xl' }}>
            <Suspense fallback={<PageLoading />}>
              <Outlet />
            </Suspense>
          </Container>
        </AppShell.Main>
      </AppShell>
    </RequireSession>
  );
}
