import { useFormContext, type UseFormReturn } from 'react-hook-form';
import type { FormDefinition, FormRequest } from 'shared-contracts';

/** The builder's react-hook-form: the request as typed, the parsed definition on submit. */
export type BuilderForm = UseFormReturn<FormRequest, unknown, FormDefinition>;

export function useBuilderForm(): BuilderForm {
  return useFormContext<FormRequest, unknown, FormDefinition>();
}
