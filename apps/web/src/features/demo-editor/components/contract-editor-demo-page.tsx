import { DEMO_DOCUMENT_STATUSES } from '@lexi/shared/workspace-constants';
import {
  Alert,
  Anchor,
  Button,
  Grid,
  Group,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconFilePlus, IconInfoCircle, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { aiDraftContract, demoTitle, originalContract } from '../demo-content.ts';
import { DemoSidePanels } from './demo-side-panels.tsx';
import { NewContractDemoModal } from './new-contract-demo-modal.tsx';
import { UploadDemoModal } from './upload-demo-modal.tsx';

type DemoStatus = (typeof DEMO_DOCUMENT_STATUSES)[number];
type Version = 'original' | 'ai';

/** The static contract editor of spec part 2 §2: fixed sample content, wired to no call. */
export function ContractEditorDemoPage() {
  usePageTitle('Contract editor demo');
  const [title, setTitle] = useState(demoTitle);
  const [status, setStatus] = useState<DemoStatus>('Drafted');
  const [version, setVersion] = useState<Version>('original');
  const [dialog, setDialog] = useState<'new' | 'upload' | null>(null);
  const sections = version === 'original' ? originalContract : aiDraftContract;

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Anchor component={Link} to="/dashboard" size="sm">
          Back to the dashboard
        </Anchor>
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          Contract editor demo
        </Title>
      </Stack>
      <Alert color="blue" variant="light" icon={<IconInfoCircle aria-hidden />} title="Demonstration">
        This screen is a demonstration with fixed sample content. Nothing you do here is saved, sent or
        analysed.
      </Alert>

      <Paper withBorder radius="lg" p="md">
        <Group align="flex-end" gap="md" wrap="wrap">
          <TextInput
            label="Title"
            value={title}
            onChange={(event) => setTitle(event.currentTarget.value)}
            style={{ flex: '1 1 260px' }}
          />
          <Select
            label="Status"
            data={[...DEMO_DOCUMENT_STATUSES]}
            value={status}
            onChange={(value) => value && setStatus(value as DemoStatus)}
            allowDeselect={false}
            w={160}
          />
          <Button leftSection={<IconFilePlus size={18} aria-hidden />} onClick={() => setDialog('new')}>
            New contract
          </Button>
          <Button
            variant="default"
            leftSection={<IconUpload size={18} aria-hidden />}
            onClick={() => setDialog('upload')}
          >
            Upload
          </Button>
        </Group>
      </Paper>

      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Paper
            withBorder
            radius="lg"
            p={{ base: 'md', sm: 'xl' }}
            component="section"
            aria-label="Contract"
          >
            <Stack gap="md">
              <Group justify="space-between" wrap="wrap" gap="sm">
                <Text fw={650} size="lg">
                  {title.trim() || demoTitle}
                </Text>
                <SegmentedControl
                  aria-label="Version shown"
                  value={version}
                  onChange={(value) => setVersion(value as Version)}
                  data={[
                    { value: 'original', label: 'Original' },
                    { value: 'ai', label: 'AI Draft' },
                  ]}
                />
              </Group>
              <Text size="sm" c="dimmed">
                {`Status: ${status} · ${version === 'original' ? 'Original text' : 'AI Draft by LeXi'}`}
              </Text>
              {sections.map((section) => (
                <Stack key={section.heading} gap={4}>
                  <Title order={2} fz="md">
                    {section.heading}
                  </Title>
                  <Text size="sm" lh={1.6}>
                    {section.text}
                  </Text>
                </Stack>
              ))}
            </Stack>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <DemoSidePanels onShowAiDraft={() => setVersion('ai')} />
        </Grid.Col>
      </Grid>

      <NewContractDemoModal
        opened={dialog === 'new'}
        onClose={() => setDialog(null)}
        onCreate={(newTitle) => {
          setTitle(newTitle);
          setVersion('original');
          setDialog(null);
        }}
      />
      <UploadDemoModal opened={dialog === 'upload'} onClose={() => setDialog(null)} />
    </Stack>
  );
}
