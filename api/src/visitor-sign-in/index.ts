/** Visitor sign-in inside the widget: a mailed one-time code, or LINE Login v2.1 (see README.md). */
export { visitorAccountOf } from './visitor-account-of';
export { signInMethodsOf } from './sign-in-methods';
export { type SignInOptions, type SignInConfig, resolveSignInConfig, readSignInEnv, describeMailTransport } from './sign-in-config';
