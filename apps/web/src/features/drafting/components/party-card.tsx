import type { Jurisdiction } from '@lexi/shared/countries';
import {
  askedFields,
  type DraftField,
  type DraftFormErrors,
  type DraftFormValues,
  fieldKey,
  isOptionalField,
  type PartyNumber,
  type PartyType,
  partyTypeOf,
  partyTypes,
  relationSuggestions,
} from '@lexi/shared/validation/draft-form';
import { type JurisdictionRules, jurisdictionRules } from '@lexi/shared/validation/jurisdiction-rules';
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
  phone: { label: 'Phone', kind: 'tel' },
  email: { label: 'Email', kind: 'email' },
  bname: { label: 'Business name', kind: 'text' },
  type_of_entity: { label: 'Type of entity', kind: 'entity' },
  brel_name: { label: 'Represented by', kind: 'text', description: 'The person who signs for the business' },
  baddress: { label: 'Address', kind: 'textarea' },
  bphone: { label: 'Phone', kind: 'tel' },
  bemail: { label: 'Email', kind: 'email' },
};

/** Where an identity document is optional (USA, UK), the form speaks of a document, and none is a choice. */
const optionalIdSpecs: Partial<Record<DraftField, FieldSpec>> = {
  add_proof: {
    label: 'Identity document',
    kind: 'idProof',
    description: 'Optional: choose None to leave it out',
  },
  add_proof_no: { label: 'Document number', kind: 'text' },
};
/** The "no document" choice of the select; the form stores it as an empty value. */
const NO_DOCUMENT = 'None';

function specOf(rules: JurisdictionRules, field: DraftField): FieldSpec {
  const spec = (!rules.idProofRequired && optionalIdSpecs[field]) || fieldSpecs[field];
  return spec.kind === 'tel' ? { ...spec, description: rules.phone.hint } : spec;
}

interface PartyCardProps {
  jurisdiction: Jurisdiction;
  party: PartyNumber;
  values: DraftFormValues;
  errors: DraftFormErrors;
  onTypeChange: (party: PartyNumber, type: PartyType) => void;
  onFieldChange: (party: PartyNumber, field: DraftField, value: string) => void;
  footer: ReactNode;
}

/**
 * Card 1 or card 2 of the draft form: the party's type, then exactly the fields asked of that type
 * in the user's jurisdiction, with that jurisdiction's choices.
 */
export function PartyCard({
  jurisdiction,
  party,
  values,
  errors,
  onTypeChange,
  onFieldChange,
  footer,
}: PartyCardProps) {
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
          {askedFields(jurisdiction, party, type, values).map((field) => (
            <PartyField
              key={`${type}-${field}`}
              jurisdiction={jurisdiction}
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
  jurisdiction: Jurisdiction;
  field: DraftField;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}

function PartyField({ jurisdiction, field, value, error, onChange }: PartyFieldProps) {
  const rules = jurisdictionRules[jurisdiction];
  const spec = specOf(rules, field);
  const optional = isOptionalField(jurisdiction, field);
  const common = { label: spec.label, description: spec.description, required: !optional, error };
  switch (spec.kind) {
    case 'idProof': {
      const documents = rules.idProofs.map((p) => p.type);
      return (
        <Select
          {...common}
          placeholder="Choose one"
          data={optional ? [NO_DOCUMENT, ...documents] : documents}
          value={value || (optional ? NO_DOCUMENT : null)}
          onChange={(v) => onChange(v === NO_DOCUMENT ? '' : (v ?? ''))}
          allowDeselect={false}
        />
      );
    }
    case 'relation':
      return <Autocomplete {...common} data={[...relationSuggestions]} value={value} onChange={onChange} />;
    case 'entity':
      return (
        <Select
          {...common}
          placeholder="Choose one"
          data={rules.entityTypes.map((e) => ({ value: e.value, label: e.label }))}
          value={value || null}
          onChange={(v) => onChange(v ?? '')}
          allowDeselect={false}
        />
      );
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
          inputMode={spec.kind === 'tel' ? 'tel' : undefined}
          autoComplete="off"
          value={value}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      );
  }
}
