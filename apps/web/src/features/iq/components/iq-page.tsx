import { Stack, Text, Title } from '@mantine/core';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { AnalysesList } from './analyses-list.tsx';
import { UploadCard } from './upload-card.tsx';

/** /iq: LeXi IQ's start page, an upload for risk analysis or negotiation and the user's analyses. */
export function IqPage() {
  usePageTitle('LeXi IQ');
  return (
    <Stack gap="xl">
      <Stack gap={4}>
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          LeXi IQ
        </Title>
        <Text c="dimmed">Contract risk analysis and negotiation, read from the side you represent.</Text>
      </Stack>
      <UploadCard />
      <AnalysesList />
    </Stack>
  );
}
