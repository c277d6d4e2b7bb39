/**
 * What the login screens' identity-provider buttons show (docs/requirements.md §2 "Sign-in with an
 * identity provider"): the providers the screens know, their buttons' words, and the failure the
 * buttons draw when a start gets no answer. Apart from the rest of the sign-in's facts
 * (`signin.ts`) so the buttons' chunk carries only these (docs/architecture.md §6).
 */

/** A provider the screens know by id: its name and the words of its button. */
export interface SigninProviderInfo {
  /** How the screens name the provider (the account page's list). */
  name: string;
  /** The button beside the e-mail form. */
  label: string;
}

/**
 * The providers the screens know. The server offers those it is configured for (the environment;
 * the development provider on loopback only); an id it offers that is not here gets the
 * button `使用 {name} 登入` (`signinLabel`).
 */
export const SIGNIN_PROVIDERS = {
  line: { name: 'LINE', label: '使用 LINE 登入' },
  google: { name: 'Google', label: '使用 Google 登入' },
  dev: { name: '開發用登入', label: '使用開發用帳號登入' },
} as const satisfies Record<string, SigninProviderInfo>;

export type SigninProviderId = keyof typeof SIGNIN_PROVIDERS;

/** True for an id the screens know (its button and mark are drawn for it). */
export function isKnownSigninProvider(id: string): id is SigninProviderId {
  return Object.hasOwn(SIGNIN_PROVIDERS, id);
}

/** The button's words for a provider the server offers. */
export function signinLabel(id: string, name: string): string {
  return isKnownSigninProvider(id) ? SIGNIN_PROVIDERS[id].label : `使用 ${name} 登入`;
}

/** The texts the buttons show themselves; `SIGNIN_MESSAGES` lists them with the others. */
export const SIGNIN_BUTTON_MESSAGES = {
  /** Starting failed without an answer (network, time-out). */
  startFailed: '無法開始登入，請稍後再試',
} as const;
