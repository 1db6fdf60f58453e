import { signingInvitation } from '@lexi/shared/api/signing-offer';
import { messages } from '@lexi/shared/messages';
import { Alert, Badge, Button, Card, Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle, IconLinkOff, IconSignature } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { ApiError, isLastingRefusal } from '../../../lib/api-error.ts';
import { fetchSharedContract } from '../api/fetch-shared-contract.ts';
import '../drafting.css';
import { usePageTitle } from '../../../lib/use-page-title.ts';

/** The server's signing address, if it is a web address: never a `javascript:` or other scheme. */
function safeSignUrl(url: string | null): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url, window.location.origin);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/** Only the tags a contract uses reach the page, whatever the server sent. */
function sanitize(html: string): string {
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS: [
      'h1',
      'h2',
      'h3',
      'h4',
      'p',
      'br',
      'strong',
      'b',
      'em',
      'i',
      'u',
      's',
      'ol',
      'ul',
      'li',
      'table',
      'thead',
      'tbody',
      'tr',
      'th',
      'td',
      'blockquote',
      'hr',
      'span',
    ],
    ALLOWED_ATTR: ['colspan', 'rowspan'],
  });
}

/** /share-draft and /share-contract?id=&token=&type=[&signature=]: the counter party reads, without an account. */
export function SharedContractPage() {
  const [search] = useSearchParams();
  const params = {
    id: search.get('id') ?? '',
    token: search.get('token') ?? '',
    type: search.get('type') ?? 'draft',
  };
  const shared = useQuery({
    queryKey: ['shared-contract', params],
    queryFn: () => fetchSharedContract(params),
    enabled: params.id !== '' && params.token !== '',
    retry: false,
  });
  const html = useMemo(() => (shared.data ? sanitize(shared.data.contract.html_content) : ''), [shared.data]);
  usePageTitle(shared.data?.contract.title ?? 'Shared contract');

  // No connection or a server error is not a broken link: say so, and offer a retry.
  if (shared.isError && !isLastingRefusal(shared.error)) {
    return (
      <Container size="sm" py="xl">
        <Stack gap="md">
          <Title order={1} size="h2">
            Shared contract
          </Title>
          <LoadError
            title={messages.draft.own.sharedLoadFailed}
            error={shared.error}
            onRetry={shared.refetch}
            retrying={shared.isFetching}
          />
        </Stack>
      </Container>
    );
  }
  if (params.id === '' || params.token === '' || shared.isError) {
    const message =
      shared.error instanceof ApiError && shared.error.serverMessage
        ? shared.error.serverMessage
        : messages.emohar.own.linkInvalid;
    return (
      <Container size="sm" py="xl">
        <Card withBorder radius="md" padding="xl">
          <Stack gap="md" align="flex-start">
            <IconLinkOff size={40} aria-hidden color="var(--mantine-color-red-8)" />
            <Title order={1} size="h2">
              This link cannot be opened
            </Title>
            <Text>{message}</Text>
          </Stack>
        </Card>
      </Container>
    );
  }

  if (shared.isPending) {
    return (
      <Container size="md" py="xl">
        <Stack gap="md" aria-busy="true" role="status" aria-label="Loading the contract">
          <Skeleton height={36} width="60%" />
          <Skeleton height={480} />
        </Stack>
      </Container>
    );
  }

  const { contract } = shared.data;
  const signUrl = safeSignUrl(contract.sign_url);
  // The same sentence as the email that carried the link.
  const invitation = signingInvitation(contract.signing);
  const readOnly = contract.signing.kind === 'read_only';
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Stack gap={6}>
          <Group gap="sm">
            <Title order={1} fz={{ base: 24, sm: 30 }}>
              {contract.title}
            </Title>
            <Badge variant="light">{contract.status}</Badge>
          </Group>
          <Text size="sm" c="dimmed">
            {`Shared with you${readOnly ? ' for reading' : ''} · this link works until ${new Date(contract.link_expires_at).toLocaleString()}`}
          </Text>
        </Stack>
        {contract.signing.kind === 'sign_now' && signUrl ? (
          <Alert
            variant="light"
            color="indigo"
            icon={<IconSignature aria-hidden />}
            title="Ready for your signature"
          >
            <Stack gap="sm" align="flex-start">
              <Text size="sm">{`${invitation} Read the contract in full, then sign it on the e-mohar signing page.`}</Text>
              <Button component="a" href={signUrl} leftSection={<IconSignature size={16} aria-hidden />}>
                Review and sign
              </Button>
            </Stack>
          </Alert>
        ) : readOnly ? (
          <Alert variant="light" color="gray" icon={<IconInfoCircle aria-hidden />}>
            {invitation}
          </Alert>
        ) : (
          <Alert
            variant="light"
            color="indigo"
            icon={<IconSignature aria-hidden />}
            title="Sign with e-mohar"
          >
            {invitation}
          </Alert>
        )}
        <Card withBorder radius="md" padding="lg" component="article" aria-label="Contract">
          {/* Sanitised twice: by the server when saved, and here to the tags a contract uses. */}
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised with DOMPurify just above */}
          <div className="lexi-contract-body" dangerouslySetInnerHTML={{ __html: html }} />
        </Card>
      </Stack>
    </Container>
  );
}
