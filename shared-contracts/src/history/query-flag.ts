import { z } from 'zod';

/** A yes/no filter in a query string: "true" or "1" is on; absent, "", "false" or "0" is off. */
export function queryFlag(label: string) {
  return z
    .preprocess(
      (v) => (v === undefined || v === '' ? false : v === 'true' || v === '1' || v === true ? true : v === 'false' || v === '0' || v === false ? false : v),
      z.boolean({ error: `${label}の指定が正しくありません` }),
    )
    .default(false);
}
