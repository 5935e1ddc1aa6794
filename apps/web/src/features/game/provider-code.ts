import { DEFAULT_PROVIDER_CODE, PROVIDER_CODES, type ProviderCode } from '@lobby/contract';

/** The provider of /concise?gamecode=; obgdy when the code is missing or unknown. */
export function providerCodeOf(gamecode: string | null): ProviderCode {
  return (PROVIDER_CODES as readonly string[]).includes(gamecode ?? '') ? (gamecode as ProviderCode) : DEFAULT_PROVIDER_CODE;
}
