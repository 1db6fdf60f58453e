import { accountTypeLabels, accountTypes, type RegisterRequest } from '@lexi/shared/api/accounts';
import { countries } from '@lexi/shared/countries';
import { PASSWORD_MIN } from '@lexi/shared/validation/fields';
import { Button, Group, NativeSelect, PasswordInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useRegister } from '../hooks/use-register.ts';
import { isRegisterField, registerFieldRules } from '../register-validation.ts';

const initialValues: RegisterRequest = {
  first_name: '',
  last_name: '',
  username: '',
  email: '',
  phone_number: '',
  country: '',
  country_code: '',
  password: '',
  account_type: 'individual',
};

const countryOptions = [
  { value: '', label: 'Choose your country', disabled: true },
  ...countries.map((country) => ({ value: country.name, label: country.name })),
];

const accountTypeOptions = accountTypes.map((type) => ({ value: type, label: accountTypeLabels[type] }));

export function RegisterForm({ onRegistered }: { onRegistered: (username: string) => void }) {
  const form = useForm<RegisterRequest>({
    mode: 'controlled',
    initialValues,
    validateInputOnChange: true,
    validate: registerFieldRules,
  });

  const registration = useRegister({
    onRegistered,
    onFieldErrors: (fields) => {
      for (const [field, message] of Object.entries(fields)) {
        if (isRegisterField(field)) form.setFieldError(field, message);
      }
    },
  });

  const countryProps = form.getInputProps('country');
  return (
    <form onSubmit={form.onSubmit((values) => registration.mutate(values))} noValidate>
      <Stack gap="md">
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
        <TextInput
          label="Email address"
          type="email"
          autoComplete="email"
          required
          {...form.getInputProps('email')}
        />
        <NativeSelect
          label="Country"
          autoComplete="country-name"
          required
          data={countryOptions}
          {...countryProps}
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
        <PasswordInput
          label="Password"
          description={`At least ${PASSWORD_MIN} characters.`}
          autoComplete="new-password"
          required
          visibilityToggleFocusable
          visibilityToggleButtonProps={{ 'aria-label': 'Show password' }}
          {...form.getInputProps('password')}
        />
        <NativeSelect
          label="Account type"
          required
          data={accountTypeOptions}
          {...form.getInputProps('account_type')}
        />
        {form.values.account_type === 'law_firm' && (
          <TextInput
            label="Firm name"
            description="Your firm's name as clients know it. You will be its admin."
            autoComplete="organization"
            {...form.getInputProps('firm_name')}
          />
        )}
        <Button type="submit" fullWidth loading={registration.isPending} mt="xs">
          Create account
        </Button>
      </Stack>
    </form>
  );
}
