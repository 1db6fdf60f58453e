import { SegmentedControl, VisuallyHidden } from '@mantine/core';
import { IconLayoutGrid, IconList } from '@tabler/icons-react';

export type ListLayout = 'grid' | 'list';

/** Grid or list view of a workspace tab. */
export function LayoutToggle({
  value,
  onChange,
}: {
  value: ListLayout;
  onChange: (value: ListLayout) => void;
}) {
  return (
    <SegmentedControl
      aria-label="Layout"
      value={value}
      onChange={(next) => onChange(next as ListLayout)}
      data={[
        {
          value: 'grid',
          label: (
            <>
              <IconLayoutGrid size={18} aria-hidden />
              <VisuallyHidden>Grid</VisuallyHidden>
            </>
          ),
        },
        {
          value: 'list',
          label: (
            <>
              <IconList size={18} aria-hidden />
              <VisuallyHidden>List</VisuallyHidden>
            </>
          ),
        },
      ]}
    />
  );
}
