import type { Lawyer } from '@lexi/shared/api/legal-vetting';
import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

const fee = (lawyer: Lawyer) =>
  new Intl.NumberFormat('en-GB', {
    style: 'currency',
    currency: lawyer.fee_currency,
    maximumFractionDigits: 0,
  }).format(lawyer.fee_amount);

/** A lawyer's profile as clients read it. */
export function LawyerCard({ lawyer, action }: { lawyer: Lawyer; action?: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={0}>
            <Title order={3} fz="md">
              {lawyer.name}
            </Title>
            <Text size="sm" c="dimmed">
              {[
                lawyer.firm_name,
                `${lawyer.years_experience} years of experience`,
                lawyer.jurisdictions.join(', '),
              ]
                .filter(Boolean)
                .join(' · ')}
            </Text>
          </Stack>
          {action}
        </Group>
        <Group gap={6}>
          {lawyer.practice_areas.map((area) => (
            <Badge key={area} variant="light">
              {area}
            </Badge>
          ))}
        </Group>
        {lawyer.bio ? <Text size="sm">{lawyer.bio}</Text> : null}
        <Text size="sm" c="dimmed">
          {`Languages: ${lawyer.languages.join(', ')} · Fee: ${fee(lawyer)} per meeting (${lawyer.meeting_minutes} minutes) · Time zone: ${lawyer.time_zone}`}
        </Text>
      </Stack>
    </Paper>
  );
}
