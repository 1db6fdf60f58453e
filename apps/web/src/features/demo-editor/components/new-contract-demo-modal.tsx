import { Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';

interface NewContractDemoModalProps {
  opened: boolean;
  onClose: () => void;
  onCreate: (title: string) => void;
}

const contractTypes = ['Master Services Agreement', 'Non-Disclosure Agreement', 'Employment Agreement'];

/** The demo's New-contract dialog: it only renames the sample on the screen. */
export function NewContractDemoModal({ opened, onClose, onCreate }: NewContractDemoModalProps) {
  const [title, setTitle] = useState('');
  const [type, setType] = useState<string>(contractTypes[0] ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onCreate(title.trim() || type);
    setTitle('');
  };
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="New contract"
      closeButtonProps={{ 'aria-label': 'Close' }}
      centered
    >
      <form onSubmit={submit}>
        <Stack gap="md">
          <TextInput
            label="Contract title"
            value={title}
            onChange={(event) => setTitle(event.currentTarget.value)}
            data-autofocus
          />
          <Select
            label="Contract type"
            data={contractTypes}
            value={type}
            onChange={(value) => value && setType(value)}
            allowDeselect={false}
            comboboxProps={{ withinPortal: false }}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit">Create</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
