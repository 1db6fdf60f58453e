import { MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, Suspense } from 'react';
import { lazyPage } from './routes/lazy-page.tsx';
import { cssVariablesResolver, theme } from './theme.ts';

/**
 * Loaded after the first page: a notification shown before it arrives waits in Mantine's store
 * (lib/notify.ts) and appears once it has come.
 */
export const NotificationsHost = lazyPage(() =>
  import('./notifications-host.tsx').then((m) => m.NotificationsHost),
);

interface ProvidersProps {
  queryClient: QueryClient;
  /** The CSP nonce for Mantine's <style> tags, when the server sent one. */
  styleNonce?: string;
  /** 'test' turns off transitions and portals (unit tests). */
  env?: 'default' | 'test';
  children: ReactNode;
}

export function Providers({ queryClient, styleNonce, env = 'default', children }: ProvidersProps) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="auto"
      getStyleNonce={styleNonce ? () => styleNonce : undefined}
      env={env}
    >
      <Suspense fallback={null}>
        <NotificationsHost />
      </Suspense>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
