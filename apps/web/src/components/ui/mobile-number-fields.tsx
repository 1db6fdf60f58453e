import { dialCodes } from '@lexi/shared/countries';
import { Group, NativeSelect, TextInput } from '@mantine/core';

interface MobileNumberFieldsProps {
  countryCode: string;
  number: string;
  onCountryCodeChange: (code: string) => void;
  onNumberChange: (number: string) => void;
  countryCodeError?: string | undefined;
  numberError?: string | undefined;
  required: boolean;
  /** What the person should know about the number (e.g. which number is used when it is empty). */
  description?: string;
}

/**
 * A mobile number with its country code: the code chosen from the countries LeXi serves and a
 * 10-digit national number, or the whole number typed with its `+` code (then the choice is
 * ignored). One rule for both: `mobileNumberProblem` in packages/shared.
 */
export function MobileNumberFields({
  countryCode,
  number,
  onCountryCodeChange,
  onNumberChange,
  countryCodeError,
  numberError,
  required,
  description,
}: MobileNumberFieldsProps) {
  const known = dialCodes.some((dial) => dial.code === countryCode);
  const options = [
    { value: '', label: 'Choose…' },
    ...(countryCode && !known ? [{ value: countryCode, label: countryCode }] : []),
    ...dialCodes.map((dial) => ({ value: dial.code, label: `${dial.code} ${dial.countries}` })),
  ];
  return (
    <Group gap="sm" align="flex-start" wrap="nowrap">
      <NativeSelect
        label="Country code"
        autoComplete="tel-country-code"
        required={required}
        w={{ base: 120, xs: 170 }}
        value={countryCode}
        onChange={(event) => onCountryCodeChange(event.currentTarget.value)}
        error={countryCodeError}
        data={options}
      />
      <TextInput
        label="Mobile number"
        required={required}
        type="tel"
        inputMode="tel"
        maxLength={20}
        autoComplete="tel"
        placeholder="10 digits"
        flex={1}
        miw={0}
        value={number}
        onChange={(event) => onNumberChange(event.currentTarget.value)}
        error={numberError}
        description={`${description ? `${description} ` : ''}A number typed in full with + and its country code is used as it is.`}
        // Under the input, so that the two inputs stay side by side on one line.
        inputWrapperOrder={['label', 'input', 'description', 'error']}
      />
    </Group>
  );
}
