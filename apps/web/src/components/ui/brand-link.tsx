import { Group, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { IconScale } from '@tabler/icons-react';
import { Link } from 'react-router';

/** The LeXi mark in the header; it leads home. */
export function BrandLink() {
  return (
    <UnstyledButton component={Link} to="/" aria-label="LeXi home" style={{ borderRadius: 8 }}>
      <Group gap={8} wrap="nowrap">
        <ThemeIcon size={32} radius="md" variant="filled" aria-hidden>
          <IconScale size={20} stroke={1.8} />
        </ThemeIcon>
        <Text component="span" fw={700} fz="xl" lh={1}>
          LeXi
        </Text>
      </Group>
    </UnstyledButton>
  );
}
