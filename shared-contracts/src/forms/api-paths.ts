/**
 * Where forms live, relative to the API prefix (…/api/v1) and without a leading slash, as
 * shared-auth's httpClient takes it. Below `forms`: `${forms}/${id}` (GET, PUT, DELETE archives),
 * `${forms}/${id}/duplicate` (POST) and `${forms}/${id}/versions/${version}` (GET).
 */
export const FORMS_API_PATHS = {
  forms: 'forms',
} as const;

export const FORM_SUBPATHS = {
  duplicate: 'duplicate',
  versions: 'versions',
} as const;
