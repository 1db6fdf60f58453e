import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface AuthCardProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}

/** The card of the signed-out pages: one heading, a line of help, the form, links below. */
export function AuthCard({ title, description, children, footer }: AuthCardProps) {
  return (
    <Stack gap="lg" w="100%" maw={440} mx="auto">
      <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 'xl' }}>
        <Stack gap="lg">
          <Stack gap={6}>
            <Title order={1} fz={{ base: 24, sm: 28 }}>
              {title}
            </Title>
            {description ? (
              <Text c="dimmed" size="sm">
                {description}
              </Text>
            ) : null}
          </Stack>
          {children}
        </Stack>
      </Paper>
      {footer ? (
        <Text ta="center" size="sm">
          {footer}
        </Text>
      ) : null}
    </Stack>
  );
}
