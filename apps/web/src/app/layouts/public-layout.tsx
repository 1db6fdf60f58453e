import { AppShell, Container, Group } from '@mantine/core';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { BrandLink } from '../../components/ui/brand-link.tsx';
import { ColorSchemeToggle } from '../../components/ui/color-scheme-toggle.tsx';
import { PageLoading } from '../routes/page-loading.tsx';
import { useRemoveStaticShell } from './static-shell.ts';

/** The signed-out pages: the brand, the scheme toggle and one centred column. */
export function PublicLayout() {
  useRemoveStaticShell();
  return (
    <AppShell header={{ height: 60 }} padding={0}>
      <AppShell.Header withBorder={false} bg="var(--lexi-page-bg)">
        <Container size="lg" h="100%">
          <Group h="100%" justify="space-between">
            <BrandLink />
            <ColorSchemeToggle />
          </Group>
        </Container>
      </AppShell.Header>
      <AppShell.Main bg="var(--lexi-page-bg)">
        <Container size="lg" px="md" py={{ base: 'lg', sm: 48 }}>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </Container>
      </AppShell.Main>
    </AppShell>
  );
}
