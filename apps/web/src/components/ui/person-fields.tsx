import { countries } from '@lexi/shared/countries';
import { Group, NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import type { ReactNode } from 'react';

/** A person's name, username, country and mobile, as the API names them, all empty. */
export const emptyPerson = {
  first_name: '',
  last_name: '',
  username: '',
  phone_number: '',
  country: '',
  country_code: '',
};

type PersonField = keyof typeof emptyPerson;

/** What these fields need of a Mantine form whose values hold the person's fields. */
export interface PersonForm {
  getInputProps: (path: PersonField) => GetInputPropsReturnType;
  setFieldValue: (path: 'country' | 'country_code', value: string) => void;
}

const countryNames = countries.map((country) => ({ value: country.name, label: country.name }));

interface PersonFieldsProps {
  form: PersonForm;
  /** The email field, between the username and the country, where the form has one. */
  email?: ReactNode;
  /** The first, empty option of the country list. */
  countryPrompt?: string;
}

/**
 * Name, username, country and mobile: shared by registration, Add member and the invited person's
 * sign-up. Choosing a country fills in its calling code.
 */
export function PersonFields({ form, email, countryPrompt = 'Choose a country' }: PersonFieldsProps) {
  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <TextInput
          label="First name"
          autoComplete="given-name"
          required
          {...form.getInputProps('first_name')}
        />
        <TextInput
          label="Last name"
          autoComplete="family-name"
          required
          {...form.getInputProps('last_name')}
        />
      </SimpleGrid>
      <TextInput
        label="Username"
        description="3 to 30 letters, digits, dots, dashes or underscores."
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        required
        {...form.getInputProps('username')}
      />
      {email}
      <NativeSelect
        label="Country"
        autoComplete="country-name"
        required
        data={[{ value: '', label: countryPrompt, disabled: true }, ...countryNames]}
        {...form.getInputProps('country')}
        onChange={(event) => {
          const name = event.currentTarget.value;
          form.setFieldValue('country', name);
          const code = countries.find((country) => country.name === name)?.code;
          if (code) form.setFieldValue('country_code', code);
        }}
      />
      <Group gap="md" align="flex-start" wrap="nowrap">
        <TextInput
          label="Country code"
          autoComplete="tel-country-code"
          required
          w={140}
          {...form.getInputProps('country_code')}
        />
        <TextInput
          label="Mobile number"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          placeholder="10 digits"
          required
          flex={1}
          miw={0}
          {...form.getInputProps('phone_number')}
        />
      </Group>
    </>
  );
}
