import { accountTypeLabels, accountTypes, type RegisterRequest } from '@lexi/shared/api/accounts';
import { Button, NativeSelect, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { EmailInput } from '../../../components/ui/email-input.tsx';
import { NewPasswordInput } from '../../../components/ui/new-password-input.tsx';
import { emptyPerson, PersonFields } from '../../../components/ui/person-fields.tsx';
import { useRegister } from '../hooks/use-register.ts';
import { isRegisterField, registerFieldRules } from '../register-validation.ts';

const initialValues: RegisterRequest = {
  ...emptyPerson,
  email: '',
  password: '',
  account_type: 'individual',
};

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

  return (
    <form onSubmit={form.onSubmit((values) => registration.mutate(values))} noValidate>
      <Stack gap="md">
        <PersonFields
          form={form}
          countryPrompt="Choose your country"
          email={<EmailInput {...form.getInputProps('email')} />}
        />
        <NewPasswordInput visibilityToggleFocusable {...form.getInputProps('password')} />
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
