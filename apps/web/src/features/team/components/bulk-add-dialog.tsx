import type { BulkCreateResponse } from '@lexi/shared/api/team';
import { messages } from '@lexi/shared/messages';
import { BULK_MAX_BYTES, BULK_MAX_ROWS } from '@lexi/shared/validation/team';
import { Alert, Anchor, Button, FileInput, Group, List, Stack, Table, Text } from '@mantine/core';
import { IconDownload, IconFileSpreadsheet } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Dialog, DialogActions } from '../../../components/ui/dialog.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { bulkCreateTeamMembers, teamQueryKey, templateUrls } from '../api/team-api.ts';

const own = messages.team.own;
const templates = [
  { format: 'csv', name: 'CSV' },
  { format: 'xlsx', name: 'Excel' },
] as const;

/** The per-row report of an import: which rows failed, and why, field by field. */
function RowReport({ result }: { result: BulkCreateResponse }) {
  return (
    <Stack gap="sm">
      <Alert color={result.summary.failed > 0 ? 'yellow' : 'teal'} variant="light" title="Import finished">
        {result.message}
      </Alert>
      {result.errors.length > 0 ? (
        <Table.ScrollContainer minWidth={420} mah={280}>
          <Table striped withTableBorder aria-label="Rows that were not imported">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={70}>Row</Table.Th>
                <Table.Th>Problems</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {result.errors.map((rowError) => (
                <Table.Tr key={rowError.row}>
                  <Table.Td>{rowError.row}</Table.Td>
                  <Table.Td>
                    <List size="sm" spacing={2}>
                      {Object.entries(rowError.errors).map(([field, problem]) => (
                        <List.Item key={field}>
                          <Text span fw={600} size="sm">
                            {field}
                          </Text>
                          : {problem}
                        </List.Item>
                      ))}
                    </List>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
    </Stack>
  );
}

/** Bulk add: upload a CSV or XLSX list made from the template; see the summary and each bad row. */
export function BulkAddDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const upload = useMutation({
    mutationFn: bulkCreateTeamMembers,
    onSuccess: async (answer) => {
      if (answer.summary.successful > 0)
        notifySuccess(answer.message, { step: messages.team.bulkCreateFailed });
      else notifyError(answer.message, { step: messages.team.bulkCreateFailed });
      await queryClient.invalidateQueries({ queryKey: teamQueryKey });
    },
    onError: (error) =>
      notifyError(errorMessage(error, messages.team.bulkCreateFailed), {
        step: messages.team.bulkCreateFailed,
      }),
  });

  function choose(chosen: File | null) {
    setFile(chosen);
    upload.reset();
    setFileError(chosen && chosen.size > BULK_MAX_BYTES ? own.fileTooLarge : null);
  }

  function close() {
    choose(null);
    onClose();
  }

  function submit() {
    if (!file) return setFileError(own.fileRequired);
    if (fileError) return;
    upload.mutate(file);
  }

  return (
    <Dialog opened={opened} onClose={close} title="Add team members from a file" size="lg">
      <Stack gap="md">
        <Text size="sm">
          One member a row, up to {BULK_MAX_ROWS.toLocaleString('en')} rows. Each new member gets an email
          with a link to choose their password. Start from the template:
        </Text>
        <Group gap="lg">
          {templates.map(({ format, name }) => (
            <Anchor key={format} href={templateUrls[format]} download={`lexi-team-members.${format}`}>
              <Group gap={6} wrap="nowrap">
                <IconDownload size={16} aria-hidden />
                {name} template
              </Group>
            </Anchor>
          ))}
        </Group>
        <FileInput
          label="Member list"
          description="A .csv or .xlsx file, at most 5 MB."
          placeholder="Choose a file"
          accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          leftSection={<IconFileSpreadsheet size={18} aria-hidden />}
          clearable
          value={file}
          onChange={choose}
          error={fileError}
        />
        {upload.data ? <RowReport result={upload.data} /> : null}
        <DialogActions onCancel={close} cancelLabel={upload.data ? 'Close' : 'Cancel'}>
          <Button onClick={submit} loading={upload.isPending} disabled={upload.data !== undefined}>
            Import members
          </Button>
        </DialogActions>
      </Stack>
    </Dialog>
  );
}
