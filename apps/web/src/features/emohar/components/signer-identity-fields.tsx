import type { EsignMethod } from '@lexi/shared/api/emohar-signing';
import { esignMethodLabels } from '@lexi/shared/api/signing-offer';
import { NativeSelect, Radio, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { MobileNumberFields } from '../../../components/ui/mobile-number-fields.tsx';
import {
  genderOptions,
  type SignerErrors,
  type SignerField,
  type SignerValues,
} from '../signer-form-rules.ts';

interface SignerIdentityFieldsProps {
  values: SignerValues;
  errors: SignerErrors;
  onChange: (field: SignerField, value: string) => void;
  method: EsignMethod;
  onMethodChange: (method: EsignMethod) => void;
  /** The method the sender chose: shown chosen and locked, with the reason. */
  lockedMethod?: EsignMethod | null;
  /** The owner may leave the mobile empty (the account's number is used); the counter party may not. */
  mobileRequired: boolean;
}

/** The signer identity form (spec §3 formData) and the choice of signing method. */
export function SignerIdentityFields({
  values,
  errors,
  onChange,
  method,
  onMethodChange,
  mobileRequired,
  lockedMethod = null,
}: SignerIdentityFieldsProps) {
  const locked = lockedMethod !== null;
  return (
    <Stack gap="md">
      <Radio.Group
        label="Signing method"
        description={
          locked
            ? `The sender asks you to sign with ${esignMethodLabels[lockedMethod]}, so the method cannot be changed.`
            : undefined
        }
        value={lockedMethod ?? method}
        onChange={(value) => onMethodChange(value === '2fa' ? '2fa' : 'aadhaar')}
      >
        <Stack gap="xs" mt="xs">
          <Radio
            value="aadhaar"
            disabled={locked}
            label="Aadhaar e-mohar"
            description="Confirm your name and the last four digits of your Aadhaar; a one-time code goes to your email."
          />
          <Radio
            value="2fa"
            disabled={locked}
            label="2-factor e-sign"
            description="One-time codes go to your email and to your mobile."
          />
        </Stack>
      </Radio.Group>
      <TextInput
        label="Name as on Aadhaar"
        required
        autoComplete="name"
        value={values.aadhar_name}
        onChange={(event) => onChange('aadhar_name', event.currentTarget.value)}
        error={errors.aadhar_name}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <TextInput
          label="Last 4 digits of Aadhaar"
          required
          inputMode="numeric"
          maxLength={4}
          autoComplete="off"
          value={values.aadhar_four_digit}
          onChange={(event) => onChange('aadhar_four_digit', event.currentTarget.value)}
          error={errors.aadhar_four_digit}
        />
        <TextInput
          label="Year of birth"
          required
          inputMode="numeric"
          maxLength={4}
          placeholder="1990"
          autoComplete="bday-year"
          value={values.dob}
          onChange={(event) => onChange('dob', event.currentTarget.value)}
          error={errors.dob}
        />
      </SimpleGrid>
      <TextInput
        label="Email address"
        required
        type="email"
        autoComplete="email"
        value={values.email}
        onChange={(event) => onChange('email', event.currentTarget.value)}
        error={errors.email}
      />
      <NativeSelect
        label="Gender"
        required
        value={values.gender}
        onChange={(event) => onChange('gender', event.currentTarget.value)}
        error={errors.gender}
        data={[{ value: '', label: 'Choose…' }, ...genderOptions]}
      />
      {method === '2fa' ? (
        <MobileNumberFields
          countryCode={values.country_code}
          number={values.mobile}
          onCountryCodeChange={(code) => onChange('country_code', code)}
          onNumberChange={(number) => onChange('mobile', number)}
          countryCodeError={errors.country_code}
          numberError={errors.mobile}
          required={mobileRequired}
          {...(mobileRequired ? {} : { description: 'Leave it empty to use the number of your account.' })}
        />
      ) : null}
      <Text size="xs" c="dimmed">
        Only the last four digits of your ID number are used; LeXi never asks for the whole number.
      </Text>
    </Stack>
  );
}
