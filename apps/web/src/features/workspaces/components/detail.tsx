import { Text } from '@mantine/core';

/** One term and its value inside a <dl>. */
export function Detail({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text component="dt" size="xs" c="dimmed">
        {label}
      </Text>
      <Text component="dd" m={0} size="sm" fw={500}>
        {value}
      </Text>
    </div>
  );
}
