import { randomBytes } from 'node:crypto';
import { cardBrand } from './card';
import {
  type BillingProvider,
  type CardDetails,
  type Charge,
  cardDeclined,
  type StoredCard,
} from './provider';

/** Declined when added (as a provider's test "generic decline" card). */
export const DECLINED_CARD = '4000000000000002';
/** Added fine, but every charge to it is declined. */
export const CHARGE_DECLINED_CARD = '4000000000000341';
/** The card that always works; any other number passing the Luhn check works too. */
export const GOOD_CARD = '4242424242424242';

const handle = (kind: string) => `test_${kind}_${randomBytes(12).toString('hex')}`;

/**
 * The built-in provider: no network, no money. It keeps nothing (not even in memory): whether charges to
 * a card fail is written into its opaque handle when the card is added.
 */
export class TestBillingProvider implements BillingProvider {
  readonly name = 'test';

  async addCard(card: CardDetails): Promise<StoredCard> {
    if (card.digits === DECLINED_CARD) throw cardDeclined();
    const kind = card.digits === CHARGE_DECLINED_CARD ? 'card_nocharge' : 'card';
    return { ref: handle(kind), brand: cardBrand(card.digits), last4: card.digits.slice(-4) };
  }

  async updateCard(): Promise<void> {}

  async removeCard(): Promise<void> {}

  async charge(charge: Charge): Promise<{ chargeId: string }> {
    if (charge.ref.startsWith('test_card_nocharge_')) throw cardDeclined();
    return { chargeId: handle('charge') };
  }
}

/** The provider the API uses: the test provider (a real one would be chosen here from the configuration). */
export function createBillingProvider(): BillingProvider {
  return new TestBillingProvider();
}
