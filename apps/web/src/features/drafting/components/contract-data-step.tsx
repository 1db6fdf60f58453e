import type { Jurisdiction } from '@lexi/shared/countries';
import { currencies, termUnits } from '@lexi/shared/validation/draft-form';
import { jurisdictionRules } from '@lexi/shared/validation/jurisdiction-rules';
import { Card, Group, Select, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ContractDataErrors, ContractDataValues } from '../hooks/use-draft-form.ts';

interface ContractDataStepProps {
  jurisdiction: Jurisdiction;
  values: ContractDataValues;
  errors: ContractDataErrors;
  onChange: (name: string, value: string) => void;
  footer: ReactNode;
}

/**
 * The contract around the two parties: type, term, value, payment, governing place, start, terms;
 * the contract types and governing states are those of the user's jurisdiction.
 */
export function ContractDataStep({ jurisdiction, values, errors, onChange, footer }: ContractDataStepProps) {
  const rules = jurisdictionRules[jurisdiction];
  const text = (name: string) => ({
    value: values[name] ?? '',
    error: errors[name],
    onChange: (e: { currentTarget: { value: string } }) => onChange(name, e.currentTarget.value),
  });
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="contract-data-title">
      <Stack gap="md">
        <div>
          <Title order={2} size="h3" id="contract-data-title">
            The contract
          </Title>
          <Text size="sm" c="dimmed">
            What the parties agree on. Leave a field empty when it does not apply.
          </Text>
        </div>
        <Select
          label="Contract type"
          required
          placeholder="Choose the type of contract"
          data={rules.contractTypes.map((t) => ({ value: t.value, label: t.label }))}
          value={values.contract_type || null}
          onChange={(v) => onChange('contract_type', v ?? '')}
          error={errors.contract_type}
          allowDeselect={false}
        />
        <Textarea
          label="What it is about"
          description="The services, the role, the premises or the goods, in your words"
          rows={3}
          {...text('purpose')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Group gap="xs" align="flex-start" wrap="nowrap">
            <TextInput label="Term" inputMode="numeric" style={{ flex: 1 }} {...text('term_length')} />
            <Select
              label="Term unit"
              data={[...termUnits]}
              value={values.term_unit || 'months'}
              onChange={(v) => onChange('term_unit', v ?? 'months')}
              allowDeselect={false}
              w={120}
            />
          </Group>
          <TextInput label="Start date" type="date" required {...text('start_date')} />
          <Group gap="xs" align="flex-start" wrap="nowrap">
            <TextInput
              label="Contract value"
              inputMode="decimal"
              style={{ flex: 1 }}
              {...text('contract_value')}
            />
            <Select
              label="Currency"
              placeholder={rules.currency}
              data={[...currencies]}
              value={values.currency || null}
              onChange={(v) => onChange('currency', v ?? '')}
              clearable
              w={120}
            />
          </Group>
          <Select
            label={rules.governingStateLabel}
            description={rules.governingStateHint}
            required
            searchable
            placeholder="Choose one"
            nothingFoundMessage="No match"
            data={rules.governingStates.map((s) => s.name)}
            value={values.governing_state || null}
            onChange={(v) => onChange('governing_state', v ?? '')}
            error={errors.governing_state}
            allowDeselect={false}
          />
          <TextInput
            label="City"
            description="Where disputes are heard (optional)"
            {...text('governing_city')}
          />
        </SimpleGrid>
        <Textarea label="Payment terms" rows={3} {...text('payment_terms')} />
        <Textarea label="Special terms" rows={3} {...text('special_terms')} />
        {footer}
      </Stack>
    </Card>
  );
}
