import { Box, Text } from '@mantine/core';

/** A passage quoted verbatim (from the case file or a judgement), with where it came from. */
export function SourcePassage({ text, source }: { text: string; source?: string | null }) {
  return (
    <Box
      component="blockquote"
      m={0}
      pl="sm"
      style={{ borderInlineStart: '3px solid var(--mantine-primary-color-light-color)' }}
    >
      <Text size="sm" fs="italic">
        {text}
      </Text>
      {source ? (
        <Text component="cite" size="xs" fs="normal" display="block" mt={4}>
          {`— ${source}`}
        </Text>
      ) : null}
    </Box>
  );
}
