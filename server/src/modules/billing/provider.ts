import { fail } from '../../lib/errors';
import type { CardBrand } from './card';

/** What the client sends once; a provider keeps it (or tokenises it) on its side and never hands it back. */
export type CardDetails = {
  digits: string;
  expMonth: number;
  expYear: number;
  cvc: string;
  holderName: string;
};

/** All we keep of a card: the provider's handle and what the customer needs to recognise it. */
export type StoredCard = { ref: string; brand: CardBrand; last4: string };

/**
 * One charge. `idempotencyKey` names it: asked again with the same key (its answer was lost, or the commit
 * after it failed), a provider answers with the first outcome and never charges twice.
 */
export type Charge = {
  ref: string;
  amountCents: number;
  currency: 'usd';
  description: string;
  idempotencyKey: string;
};

/**
 * The payment provider behind /v1/payments: it vaults cards and charges them. Our database stores
 * only `StoredCard` and card metadata, never a number or CVC. A refused card throws `cardDeclined()`.
 */
export interface BillingProvider {
  readonly name: string;
  /** Checks the card with the issuer and keeps it for later charges. */
  addCard(card: CardDetails): Promise<StoredCard>;
  /** The customer corrected the expiry or the holder's name. */
  updateCard(ref: string, changes: { expMonth: number; expYear: number; holderName: string }): Promise<void>;
  removeCard(ref: string): Promise<void>;
  /** Charges once per `idempotencyKey`; the same key again gets the first answer (a decline included). */
  charge(charge: Charge): Promise<{ chargeId: string }>;
}

export const cardDeclined = () =>
  fail('card_declined', undefined, [
    { field: 'card_number', code: 'card_declined', message: 'The card was declined' },
  ]);
