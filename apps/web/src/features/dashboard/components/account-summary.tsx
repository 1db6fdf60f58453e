import { accountTypeLabels, type UserData } from '@lexi/shared/api/accounts';
import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';

export function AccountSummary({ user }: { user: UserData }) {
  const rows = [
    { label: 'Name', value: `${user.first_name} ${user.last_name}` },
    { label: 'Username', value: user.username },
    { label: 'Account type', value: accountTypeLabels[user.account_type] },
    { label: 'Email', value: user.email },
    { label: 'Country', value: user.country },
  ];
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Title order={2} fz="lg">
          Your account
        </Title>
        <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="sm" m={0}>
          {rows.map((row) => (
            <Stack key={row.label} gap={2}>
              <Text component="dt" size="xs" c="dimmed" tt="uppercase" fw={600} lts={0.4}>
                {row.label}
              </Text>
              <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
                {row.value}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
