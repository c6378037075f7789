export { configureAuth, type AuthConfig } from './config';
export { AUTH_STORAGE_KEY, TOKEN_STORAGE_KEY, readStoredAuth, storeAuth, clearAllStorage } from './storage';
export { httpClient } from './http-client';
export { uploadWithProgress, type UploadOptions, type UploadProgress } from './upload';
export {
  apiGet,
  apiSend,
  apiSendNoContent,
  apiDownload,
  apiUpload,
  searchParamsOf,
  type ApiQuery,
  type ApiUploadOptions,
  type DownloadOptions,
  type QueryValue,
  type ResponseSchema,
  type SendMethod,
  type SendOptions,
} from './api-calls';
export { useSessionStore, type SessionState } from './session-store';
export { useIsSignedIn, useSession, type Session } from './hooks';
export { signIn } from './sign-in';
export { signOut } from './sign-out';
export { ApiRequestError, toApiRequestError, type ApiRequestErrorInit } from './errors';
export { RequireAuth, RedirectIfSignedIn, type RedirectState } from './guard';
