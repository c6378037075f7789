import { useForm, type DefaultValues, type FieldValues, type UseFormProps } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';

/**
 * react-hook-form driven by a shared-contracts schema, so the browser refuses exactly what the API
 * refuses, with the same Japanese message. Fields are checked when left, then on every change.
 * The form holds the schema's input type; handleSubmit hands over its parsed output.
 */
export function useZodForm<Input extends FieldValues, Output extends FieldValues>(
  schema: z.ZodType<Output, Input>,
  defaultValues: DefaultValues<Input>,
  options: Omit<UseFormProps<Input, unknown, Output>, 'resolver' | 'defaultValues'> = {},
) {
  return useForm<Input, unknown, Output>({
    resolver: zodResolver(schema),
    defaultValues,
    mode: 'onTouched',
    ...options,
  });
}
