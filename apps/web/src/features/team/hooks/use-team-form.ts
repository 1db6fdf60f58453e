import { type FormValidateInput, useForm } from '@mantine/form';
import { applyFieldErrors } from '../field-rules.ts';

/**
 * A team form checked as it is typed in, with an onError that puts the server's per-field refusals
 * beside its fields, and, for a dialog, a close that empties it first.
 */
export function useTeamForm<T extends object>(
  initialValues: T,
  validate: FormValidateInput<T>,
  onClose: () => void = () => {},
) {
  const form = useForm<T>({ mode: 'controlled', initialValues, validateInputOnChange: true, validate });
  return {
    form,
    showFieldErrors: (error: unknown) => applyFieldErrors(error, initialValues, form.setFieldError),
    close: () => {
      form.reset();
      onClose();
    },
  };
}
