import {
  DEMO_COMPLEXITY_DEFAULT,
  DEMO_COMPLEXITY_MAX,
  DEMO_COMPLEXITY_MIN,
  DEMO_DRAFTING_STYLES,
  DEMO_LANGUAGES,
} from '@lexi/shared/workspace-constants';
import {
  Badge,
  Button,
  Group,
  List,
  Paper,
  Select,
  Slider,
  Stack,
  Tabs,
  Text,
  TextInput,
} from '@mantine/core';
import { type FormEvent, useId, useState } from 'react';
import {
  demoChat,
  demoChatReply,
  demoClauses,
  demoRisks,
  demoSummary,
  demoTranslations,
  type RiskLevel,
} from '../demo-content.ts';

const riskColor: Record<RiskLevel, string> = { High: 'red', Medium: 'orange', Low: 'teal' };

interface DemoSidePanelsProps {
  onShowAiDraft: () => void;
}

/** The six side panels of the demo editor, each with fixed sample content. */
export function DemoSidePanels({ onShowAiDraft }: DemoSidePanelsProps) {
  return (
    <Paper withBorder radius="lg" p="md">
      <Tabs defaultValue="draft" keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="draft">LeXi Draft</Tabs.Tab>
          <Tabs.Tab value="risk">Risk Analysis</Tabs.Tab>
          <Tabs.Tab value="clause">Clause AI</Tabs.Tab>
          <Tabs.Tab value="summary">Auto Summary</Tabs.Tab>
          <Tabs.Tab value="translation">Translation</Tabs.Tab>
          <Tabs.Tab value="chat">LeXi Chat</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="draft">
          <DraftPanel onShowAiDraft={onShowAiDraft} />
        </Tabs.Panel>
        <Tabs.Panel value="risk">
          <Stack gap="sm">
            {demoRisks.map((risk) => (
              <Paper key={risk.clause} withBorder p="sm" radius="md">
                <Group justify="space-between" gap="xs" mb={4}>
                  <Text fw={600} size="sm">
                    {risk.clause}
                  </Text>
                  <Badge color={riskColor[risk.level]} variant="light">
                    {`${risk.level} risk`}
                  </Badge>
                </Group>
                <Text size="sm">{risk.finding}</Text>
              </Paper>
            ))}
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="clause">
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              Clauses LeXi suggests adding:
            </Text>
            {demoClauses.map((clause) => (
              <Paper key={clause.title} withBorder p="sm" radius="md">
                <Text fw={600} size="sm">
                  {clause.title}
                </Text>
                <Text size="sm">{clause.text}</Text>
              </Paper>
            ))}
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="summary">
          <List size="sm" spacing="xs">
            {demoSummary.map((line) => (
              <List.Item key={line}>{line}</List.Item>
            ))}
          </List>
        </Tabs.Panel>
        <Tabs.Panel value="translation">
          <TranslationPanel />
        </Tabs.Panel>
        <Tabs.Panel value="chat">
          <ChatPanel />
        </Tabs.Panel>
      </Tabs>
    </Paper>
  );
}

function DraftPanel({ onShowAiDraft }: DemoSidePanelsProps) {
  const [complexity, setComplexity] = useState(DEMO_COMPLEXITY_DEFAULT);
  const [style, setStyle] = useState<string>(DEMO_DRAFTING_STYLES[0]);
  const labelId = useId();
  return (
    <Stack gap="md">
      <Stack gap={6}>
        <Text size="sm" fw={500} id={labelId}>
          {`Complexity: ${complexity}`}
        </Text>
        <Slider
          min={DEMO_COMPLEXITY_MIN}
          max={DEMO_COMPLEXITY_MAX}
          step={1}
          value={complexity}
          onChange={setComplexity}
          marks={[1, 2, 3, 4, 5].map((value) => ({ value, label: String(value) }))}
          thumbProps={{ 'aria-labelledby': labelId }}
          mb="md"
        />
      </Stack>
      <Select
        label="Drafting style"
        data={[...DEMO_DRAFTING_STYLES]}
        value={style}
        onChange={(value) => value && setStyle(value)}
        allowDeselect={false}
      />
      <Button onClick={onShowAiDraft}>Show the AI Draft</Button>
      <Text size="xs" c="dimmed">
        In this demonstration the AI Draft is fixed sample text, whatever the settings.
      </Text>
    </Stack>
  );
}

function TranslationPanel() {
  const [language, setLanguage] = useState<(typeof DEMO_LANGUAGES)[number]>(DEMO_LANGUAGES[0]);
  const translation = demoTranslations[language];
  return (
    <Stack gap="md">
      <Select
        label="Language"
        data={[...DEMO_LANGUAGES]}
        value={language}
        onChange={(value) => value && setLanguage(value as (typeof DEMO_LANGUAGES)[number])}
        allowDeselect={false}
      />
      <Paper withBorder p="sm" radius="md">
        <Text size="xs" c="dimmed" mb={4}>
          1. Services
        </Text>
        <Text size="sm" lang={translation.lang}>
          {translation.text}
        </Text>
      </Paper>
    </Stack>
  );
}

function ChatPanel() {
  const [messages, setMessages] = useState(demoChat);
  const [draft, setDraft] = useState('');
  const send = (event: FormEvent) => {
    event.preventDefault();
    const text = draft.trim();
    if (!text) return;
    setMessages((current) => [...current, { from: 'you', text }, { from: 'lexi', text: demoChatReply }]);
    setDraft('');
  };
  return (
    <Stack gap="sm">
      <Stack gap="xs" aria-live="polite">
        {messages.map((message, index) => (
          <Paper
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed, append-only conversation
            key={index}
            p="sm"
            radius="md"
            bg={message.from === 'lexi' ? 'var(--mantine-color-lexi-light)' : undefined}
            withBorder={message.from === 'you'}
          >
            <Text size="xs" fw={600}>
              {message.from === 'lexi' ? 'LeXi' : 'You'}
            </Text>
            <Text size="sm">{message.text}</Text>
          </Paper>
        ))}
      </Stack>
      <form onSubmit={send}>
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <TextInput
            label="Ask LeXi"
            value={draft}
            onChange={(event) => setDraft(event.currentTarget.value)}
            style={{ flex: 1 }}
          />
          <Button type="submit" variant="light">
            Send
          </Button>
        </Group>
      </form>
    </Stack>
  );
}
