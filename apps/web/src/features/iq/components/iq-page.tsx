import { messages } from '@lexi/shared/messages';
import { Stack, Text, Title } from '@mantine/core';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { AnalysesList } from './analyses-list.tsx';
import { UploadCard } from './upload-card.tsx';

const p = messages.analysis.page;

/** /iq: LeXi IQ's start page, an upload for risk analysis or negotiation and the user's analyses. */
export function IqPage() {
  usePageTitle(p.productName);
  return (
    <Stack gap="xl">
      <Stack gap={4}>
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          {p.productName}
        </Title>
        <Text c="dimmed">{p.intro}</Text>
      </Stack>
      <UploadCard />
      <AnalysesList />
    </Stack>
  );
}
