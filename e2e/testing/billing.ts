// Arranges a plan through the API, for tests whose subject is not the billing screens themselves.
import { type APIRequestContext, expect } from '@playwright/test';
import { type ApiUser, apiCreate } from './api-session';

/** Adds a test card that the payment provider accepts, held by `holderName`, and subscribes to Pro. */
export async function upgradeToPro(
  request: APIRequestContext,
  owner: ApiUser,
  holderName = 'Ada Lovelace',
): Promise<void> {
  await apiCreate(request, owner, '/v1/payments/methods', {
    card_number: '4242424242424242',
    exp_month: 12,
    exp_year: new Date().getFullYear() + 1,
    cvc: '123',
    holder_name: holderName,
  });
  const upgraded = await request.post('/v1/payments/subscribe/pro', owner);
  expect(upgraded.status(), await upgraded.text()).toBe(200);
}
