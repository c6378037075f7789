export { compileUrlPattern, type CompiledUrlPattern } from './compile-url-pattern';
export { createUrlMatcher, type UrlMatcher, type UrlPatternEntry } from './create-url-matcher';
export { findUrls, type FoundUrl } from './find-urls';
export { parseHttpUrl, type HttpUrlParts } from './http-url';
export { urlPatternRegExp } from './url-pattern-regexp';
export { InvalidUrlPatternError } from './invalid-url-pattern-error';
