import { Container, Group } from '@mantine/core';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { BrandLink } from '../../components/ui/brand-link.tsx';
import { ColorSchemeToggle } from '../../components/ui/color-scheme-toggle.tsx';
import { PageLoading } from '../routes/page-loading.tsx';
import './public-layout.css';
import { useRemoveStaticShell } from './static-shell.ts';

/**
 * While a dialog locks the page's scrolling, react-remove-scroll (Mantine's Modal) moves elements
 * of this class in by the scroll bar's width, so that the fixed header does not shift under it (as
 * Mantine's AppShell header does).
 */
const FIXED_RIGHT_EDGE = 'right-scroll-bar-position';

/** The signed-out pages: the brand, the scheme toggle and one centred column. */
export function PublicLayout() {
  useRemoveStaticShell();
  return (
    <>
      <header className={`lexi-public-header ${FIXED_RIGHT_EDGE}`}>
        <Container size="lg" h="100%">
          <Group h="100%" justify="space-between">
            <BrandLink />
            <ColorSchemeToggle />
          </Group>
        </Container>
      </header>
      <main className="lexi-public-main">
        <Container size="lg" px="md" py={{ base: 'lg', sm: 48 }}>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </Container>
      </main>
    </>
  );
}
