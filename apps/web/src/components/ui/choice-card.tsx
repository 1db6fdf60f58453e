import { Group, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
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

interface ChoiceCardsProps<V extends string> {
  /** The group's label (its accessible name). */
  label: string;
  value: V;
  onChange: (value: V) => void;
  options: readonly { value: V; title: string; description: string }[];
}

/** A radio group of choice cards, side by side from the small breakpoint, one per option. */
export function ChoiceCards<V extends string>({ label, value, onChange, options }: ChoiceCardsProps<V>) {
  return (
    <Radio.Group
      label={label}
      value={value}
      onChange={(chosen) => {
        const option = options.find((o) => o.value === chosen);
        if (option) onChange(option.value);
      }}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" mt="xs">
        {options.map((option) => (
          <ChoiceCard key={option.value} {...option} checked={option.value === value} />
        ))}
      </SimpleGrid>
    </Radio.Group>
  );
}
