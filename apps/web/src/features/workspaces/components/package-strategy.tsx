import type { PackageStrategy } from '@lexi/shared/api/case-package';
import { List, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatDay } from '../../../lib/format-date.ts';
import { packageTexts } from '../case-generation-texts.ts';

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap={6} component="section">
      <Title order={3} fz="md">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

function Items({ items }: { items: readonly ReactNode[] }) {
  if (items.length === 0) return <Text c="dimmed">{packageTexts.none}</Text>;
  return (
    <List spacing={6}>
      {items.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a list of sentences in the server's order
        <List.Item key={index}>{item}</List.Item>
      ))}
    </List>
  );
}

/** The legal strategy for the side represented. */
export function PackageStrategyView({ strategy }: { strategy: PackageStrategy }) {
  const s = packageTexts.strategy;
  return (
    <Stack gap="lg">
      <Part title={s.issues}>
        <Items items={strategy.issues} />
      </Part>
      <Part title={s.provisions}>
        <Items
          items={strategy.provisions.map((p) => (
            <>
              <Text span fw={600}>
                {p.provision}
              </Text>
              {`: ${p.why}`}
            </>
          ))}
        />
      </Part>
      <Part title={s.arguments}>
        <Items items={strategy.arguments} />
      </Part>
      <Part title={s.counterArguments}>
        <Items
          items={strategy.counter_arguments.map((c) => (
            <>
              <Text span fw={600}>
                {c.argument}
              </Text>
              <Text size="sm" c="dimmed">{`${s.answer}: ${c.answer}`}</Text>
            </>
          ))}
        />
      </Part>
      <Part title={s.evidence}>
        <Items items={strategy.evidence} />
      </Part>
      <Part title={s.limitation}>
        <Text>{strategy.limitation.rule}</Text>
        {strategy.limitation.deadline ? (
          <Text fw={600}>{`${s.deadline}: ${formatDay(strategy.limitation.deadline)}`}</Text>
        ) : null}
        <Text size="sm" c="dimmed">
          {strategy.limitation.note}
        </Text>
      </Part>
      <Part title={s.nextSteps}>
        <Items items={strategy.next_steps} />
      </Part>
    </Stack>
  );
}
