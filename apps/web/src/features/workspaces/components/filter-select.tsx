import { Select } from '@mantine/core';

interface FilterSelectProps<V extends string> {
  label: string;
  /** The first choice, which filters nothing ("All Types"). */
  allLabel: string;
  options: readonly V[];
  value: V | 'all';
  onChange: (value: V | 'all') => void;
}

/** One of a workspace tab's filters: all, or one of the options. */
export function FilterSelect<V extends string>({
  label,
  allLabel,
  options,
  value,
  onChange,
}: FilterSelectProps<V>) {
  return (
    <Select
      aria-label={label}
      data={[
        { value: 'all', label: allLabel },
        ...options.map((option) => ({ value: option, label: option })),
      ]}
      value={value}
      onChange={(next) => onChange((next ?? 'all') as V | 'all')}
      allowDeselect={false}
      w={150}
    />
  );
}
