export { type AddressClass, classifyAddress, isAddressAllowed } from './address-policy';
export { type HostLookup, type ResolvedAddress, systemLookup } from './host-lookup';
export {
  createSafeFetch,
  type DialTarget,
  SAFE_FETCH_DEFAULTS,
  type SafeFetch,
  type SafeFetchOptions,
  type SafeRequest,
  type SafeResponse,
} from './safe-fetch';
export { type SafeFetchFailure, SafeFetchError } from './safe-fetch-error';
