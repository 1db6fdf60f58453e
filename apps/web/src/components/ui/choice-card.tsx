import { Group, Radio, Stack, Text } from '@mantine/core';
import { IconCircle, IconCircleCheckFilled } from '@tabler/icons-react';
import './choice-card.css';

interface ChoiceCardProps {
  value: string;
  title: string;
  description: string;
  /** Whether this card is the chosen one (the group's value). */
  checked: boolean;
}

/**
 * One option of a `Radio.Group` shown as a card. The chosen card has a primary-coloured border,
 * a tinted background and a check mark, so the choice is plain to see, not only to a screen reader.
 * It is named by its whole text (title and description): a shorter aria-label would leave visible
 * words out of its name (WCAG 2.5.3).
 */
export function ChoiceCard({ value, title, description, checked }: ChoiceCardProps) {
  return (
    <Radio.Card value={value} radius="md" p="md" className="lexi-choice-card">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        {checked ? (
          <IconCircleCheckFilled size={22} className="lexi-choice-card-check" aria-hidden />
        ) : (
          <IconCircle size={22} stroke={1.5} color="var(--mantine-color-dimmed)" aria-hidden />
        )}
        <Stack gap={4}>
          <Text fw={600}>{title}</Text>
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        </Stack>
      </Group>
    </Radio.Card>
  );
}
