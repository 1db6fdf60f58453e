import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { cssVariablesResolver, theme } from './theme.ts';

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
      <Notifications position="bottom-right" limit={4} zIndex={1000} />
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
