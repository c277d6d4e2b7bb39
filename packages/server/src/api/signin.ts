import type { OperationHandlers } from './context.ts';

/**
 * The sign-in with an identity provider (openapi.yaml, tag `signin`;
 * docs/adr/0033-sign-in-with-an-identity-provider.md). Not served yet: the contract marks these
 * operations `x-no-fastify-config`, so no route reaches them and every one answers 404.
 */
const notServedYet = async (): Promise<never> => {
  throw new Error('the sign-in operations are not served yet');
};

export function signinHandlers() {
  return {
    listSigninProviders: notServedYet,
    startSignin: notServedYet,
    finishSignin: notServedYet,
    listLinkedProviders: notServedYet,
    startLink: notServedYet,
    unlinkProvider: notServedYet,
  } satisfies Partial<OperationHandlers>;
}
