import { paths } from '../../../paths';

/** The builder of one saved form. */
export function formEditPath(id: string): string {
  return paths.formEdit.replace(':id', encodeURIComponent(id));
}
