/** The OpenAPI security requirement of every owner route (they all run `app.authenticate`). */
export const BEARER = [{ bearerAuth: [] }];
