import { ActionIcon, CopyButton, Group, TextInput, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';

/** A read-only link with a copy button beside it (share and signing links). */
export function CopyableLink({
  label,
  value,
  description,
}: {
  label: string;
  value: string;
  /** Who the link is for, shown under its label. */
  description?: string;
}) {
  return (
    <Group gap="xs" wrap="nowrap" align="flex-end">
      <TextInput
        label={label}
        description={description}
        value={value}
        readOnly
        style={{ flex: 1 }}
        onFocus={(e) => e.currentTarget.select()}
      />
      <CopyButton value={value}>
        {({ copied, copy }) => (
          <Tooltip label={copied ? 'Copied' : 'Copy link'} withArrow>
            <ActionIcon
              variant={copied ? 'filled' : 'default'}
              color={copied ? 'teal.8' : undefined}
              size={36}
              onClick={copy}
              aria-label={copied ? 'Link copied' : 'Copy link'}
            >
              {copied ? <IconCheck size={18} aria-hidden /> : <IconCopy size={18} aria-hidden />}
            </ActionIcon>
          </Tooltip>
        )}
      </CopyButton>
    </Group>
  );
}
