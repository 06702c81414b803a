import { request, type APIRequestContext } from '@playwright/test';
import { test as base } from '../fixtures';
import { newAddress } from '../support/accounts';

/**
 * The account journeys' test: every test is a visitor of its own (its own client address, since the hall API
 * limits logins and codes per address), with `api`, a request context of a second browser-less visitor from
 * the same address for setting up accounts without touching the page's session.
 */
export const test = base.extend<{ address: string; api: APIRequestContext }>({
  address: async ({}, use) => use(newAddress()),
  context: async ({ context, address }, use) => {
    await context.setExtraHTTPHeaders({ 'x-forwarded-for': address });
    await use(context);
  },
  api: async ({ baseURL, address }, use) => {
    // A browser names its origin on every write; the BFF refuses writes that do not, so a form on another site cannot write as the member.
    const origin = new URL(baseURL!).origin;
    const api = await request.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': address, origin } });
    await use(api);
    await api.dispose();
  },
});

export { expect } from '../fixtures';
