import { SegmentedControl, type SegmentedControlProps, Stack, Text } from '@mantine/core';
import { useId } from 'react';

type LabelledSegmentsProps<T extends string> = Omit<
  SegmentedControlProps,
  'value' | 'onChange' | 'data' | 'aria-labelledby'
> & {
  label: string;
  value: T;
  onChange: (value: T) => void;
  data: readonly { value: T; label: string }[];
};

/**
 * A choice among a few options as segments, with a visible label that names the group for a
 * screen reader too (Mantine's SegmentedControl has no label of its own).
 */
export function LabelledSegments<T extends string>({
  label,
  value,
  onChange,
  data,
  ...rest
}: LabelledSegmentsProps<T>) {
  const id = useId();
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id={id}>
        {label}
      </Text>
      <SegmentedControl
        {...rest}
        aria-labelledby={id}
        value={value}
        onChange={(next) => onChange(next as T)}
        data={[...data]}
      />
    </Stack>
  );
}
