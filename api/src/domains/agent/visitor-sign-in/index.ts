/** Visitor sign-in inside the widget: a mailed one-time code, or LINE Login v2.1 (see README.md). */
export { visitorAccountOf } from './visitor-account-of';
export { signInMethodsOf, signInOfferOf, type SignInOffer } from './sign-in-methods';
export { mailTransportOn } from './sign-in-config';
export { type SignInOptions, type SignInConfig, resolveSignInConfig, readSignInEnv, describeMailTransport } from './sign-in-config';
