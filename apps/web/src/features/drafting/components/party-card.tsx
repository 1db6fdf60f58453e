import {
  type DraftField,
  type DraftFormErrors,
  type DraftFormValues,
  entityTypeSuggestions,
  fieldKey,
  idProofTypes,
  type PartyNumber,
  type PartyType,
  partyFields,
  partyTypeOf,
  partyTypes,
  relationSuggestions,
} from '@lexi/shared/validation/draft-form';
import {
  Autocomplete,
  Card,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import type { ReactNode } from 'react';

interface FieldSpec {
  label: string;
  kind: 'text' | 'textarea' | 'email' | 'tel' | 'idProof' | 'relation' | 'entity';
  description?: string;
}

const fieldSpecs: Record<DraftField, FieldSpec> = {
  name: { label: 'Full name', kind: 'text' },
  relation: { label: 'Relation', kind: 'relation', description: 'For example S/o, D/o or W/o' },
  rel_name: { label: "Relative's name", kind: 'text' },
  add_proof: { label: 'Identity proof type', kind: 'idProof' },
  add_proof_no: { label: 'Identity proof number', kind: 'text' },
  address: { label: 'Address', kind: 'textarea' },
  phone: { label: 'Phone', kind: 'tel', description: '10 digits' },
  email: { label: 'Email', kind: 'email' },
  bname: { label: 'Business name', kind: 'text' },
  type_of_entity: { label: 'Type of entity', kind: 'entity' },
  brel_name: { label: 'Represented by', kind: 'text', description: 'The person who signs for the business' },
  baddress: { label: 'Address', kind: 'textarea' },
  bphone: { label: 'Phone', kind: 'tel', description: '10 digits' },
  bemail: { label: 'Email', kind: 'email' },
};

interface PartyCardProps {
  party: PartyNumber;
  values: DraftFormValues;
  errors: DraftFormErrors;
  onTypeChange: (party: PartyNumber, type: PartyType) => void;
  onFieldChange: (party: PartyNumber, field: DraftField, value: string) => void;
  footer: ReactNode;
}

/** Card 1 or card 2 of the draft form: the party's type, then exactly the fields of that type. */
export function PartyCard({ party, values, errors, onTypeChange, onFieldChange, footer }: PartyCardProps) {
  const type = partyTypeOf(party, values) ?? 'Individual';
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={`party-${party}-title`}>
      <Stack gap="md">
        <div>
          <Title order={2} size="h3" id={`party-${party}-title`}>
            {`Party ${party}`}
          </Title>
          <Text size="sm" c="dimmed">
            {party === 1 ? 'You, or the side you draft for.' : 'The counter party.'}
          </Text>
        </div>
        <Radio.Group
          label="Party type"
          value={type}
          onChange={(value) => onTypeChange(party, value === 'Business' ? 'Business' : 'Individual')}
        >
          <SimpleGrid cols={2} mt="xs" maw={320}>
            {partyTypes.map((t) => (
              <Radio key={t} value={t} label={t} />
            ))}
          </SimpleGrid>
        </Radio.Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {partyFields[type].map((field) => (
            <PartyField
              key={`${type}-${field}`}
              field={field}
              value={values[fieldKey(field, party)] ?? ''}
              error={errors[fieldKey(field, party)]}
              onChange={(value) => onFieldChange(party, field, value)}
            />
          ))}
        </SimpleGrid>
        {footer}
      </Stack>
    </Card>
  );
}

interface PartyFieldProps {
  field: DraftField;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}

function PartyField({ field, value, error, onChange }: PartyFieldProps) {
  const spec = fieldSpecs[field];
  const common = { label: spec.label, description: spec.description, required: true, error };
  switch (spec.kind) {
    case 'idProof':
      return (
        <Select
          {...common}
          placeholder="Choose one"
          data={[...idProofTypes]}
          value={value || null}
          onChange={(v) => onChange(v ?? '')}
          allowDeselect={false}
        />
      );
    case 'relation':
      return <Autocomplete {...common} data={[...relationSuggestions]} value={value} onChange={onChange} />;
    case 'entity':
      return <Autocomplete {...common} data={[...entityTypeSuggestions]} value={value} onChange={onChange} />;
    case 'textarea':
      return (
        <Textarea
          {...common}
          rows={3}
          value={value}
          onChange={(e) => onChange(e.currentTarget.value)}
          style={{ gridColumn: '1 / -1' }}
        />
      );
    default:
      return (
        <TextInput
          {...common}
          type={spec.kind === 'email' ? 'email' : spec.kind === 'tel' ? 'tel' : 'text'}
          inputMode={spec.kind === 'tel' ? 'numeric' : undefined}
          autoComplete="off"
          value={value}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      );
  }
}
