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
      // Mantine's Combobox keeps its (hidden) dropdown mounted, and floating-ui then measures it
      // as the dashboard's lower half is committed, forcing a layout (issue 12); mounted when
      // opened instead. Closed, neither is in the accessibility tree.
      comboboxProps={{ keepMounted: false }}
      w={150}
    />
  );
}
