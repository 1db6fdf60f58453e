import { messages } from '@lexi/shared/messages';
import { Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { documentsQuery } from '../api/documents.ts';
import { documentsTexts as t } from '../document-texts.ts';
import { useDocumentsParams } from '../hooks/use-documents-params.ts';
import { DocumentCards } from './document-cards.tsx';
import { DocumentsTable } from './documents-table.tsx';
import { DocumentsToolbar } from './documents-toolbar.tsx';
import { NewDocumentActions } from './new-document-actions.tsx';

/** Below this width the inbox shows cards instead of a table. */
const WIDE = '(min-width: 48em)';

/** /documents: the inbox of every e-mohar document and contract of the user. */
export function DocumentsPage() {
  usePageTitle(t.title);
  const { params, setSearch, setStatus, setSort, setPage, clear, filtered } = useDocumentsParams();
  const [text, setText] = useState(params.search);
  const [debounced] = useDebouncedValue(text.trim(), 300);
  // Only a settled change of the text searches: the address changing alone (Clear filters, Back)
  // must not put the lagging debounced text back.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on the debounced text alone, on purpose
  useEffect(() => {
    if (debounced !== params.search) setSearch(debounced);
  }, [debounced]);
  const wide = useMediaQuery(WIDE, true, { getInitialValueInEffect: false });
  const list = useQuery(documentsQuery(params));
  const answer = list.data;
  // A page past the end (its last row archived elsewhere, an old address): go to the last page.
  const pastEnd = answer !== undefined && answer.items.length === 0 && answer.total > 0;
  // biome-ignore lint/correctness/useExhaustiveDependencies: setPage changes with the address; pastEnd says when
  useEffect(() => {
    if (pastEnd && answer) setPage(answer.num_pages);
  }, [pastEnd]);

  return (
    <Stack gap="xl">
      <Group justify="space-between" align="flex-end" gap="md">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            {t.title}
          </Title>
          <Text c="dimmed">{t.intro}</Text>
        </Stack>
        <NewDocumentActions />
      </Group>
      <DocumentsToolbar
        search={text}
        onSearch={setText}
        status={params.status}
        onStatus={setStatus}
        sort={params.sort}
        order={params.order}
        onSort={setSort}
      />
      {list.isPending ? (
        <Stack gap="sm" aria-busy="true" aria-label={t.loading}>
          {[0, 1, 2, 3].map((row) => (
            <Skeleton key={row} height={56} radius="md" />
          ))}
        </Stack>
      ) : list.isError && !answer ? (
        <LoadError
          title={messages.documents.own.listFailed}
          error={list.error}
          onRetry={() => list.refetch()}
          retrying={list.isFetching}
        />
      ) : answer && answer.items.length === 0 && answer.total === 0 ? (
        filtered ? (
          <EmptyState
            title={t.noneMatchTitle}
            text={t.noneMatchText}
            action={
              <Button
                size="xs"
                variant="default"
                onClick={() => {
                  setText('');
                  clear();
                }}
              >
                Clear filters
              </Button>
            }
          />
        ) : (
          <EmptyState
            title={t.emptyTitle}
            text={t.emptyText}
            action={<NewDocumentActions size="xs" justify="center" />}
          />
        )
      ) : answer ? (
        <Stack gap="md" aria-busy={list.isFetching}>
          {wide ? <DocumentsTable items={answer.items} /> : <DocumentCards items={answer.items} />}
          <Pager
            page={answer.page}
            totalPages={answer.num_pages}
            total={answer.total}
            pageSize={answer.page_size}
            onChange={setPage}
            noun="documents"
          />
        </Stack>
      ) : null}
    </Stack>
  );
}
