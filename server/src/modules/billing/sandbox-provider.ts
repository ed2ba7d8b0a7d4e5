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

/** A charge the sandbox provider made (replays of a key are not charges). */
export type SandboxCharge = Omit<Charge, 'currency'> & { chargeId: string };

/**
 * The built-in provider: no network, no money. Whether charges to a card fail is written into its opaque
 * handle when the card is added. It remembers each idempotency key's outcome for as long as the process
 * runs (a real provider keeps them for a day or more), and lists the charges it made for tests.
 */
export class SandboxBillingProvider implements BillingProvider {
  readonly name = 'test';
  readonly charges: SandboxCharge[] = [];
  private readonly outcomes = new Map<string, { request: string; answer: Promise<{ chargeId: string }> }>();
  private answersToLose = 0;

  async addCard(card: CardDetails): Promise<StoredCard> {
    if (card.digits === DECLINED_CARD) throw cardDeclined();
    const kind = card.digits === CHARGE_DECLINED_CARD ? 'card_nocharge' : 'card';
    return { ref: handle(kind), brand: cardBrand(card.digits), last4: card.digits.slice(-4) };
  }

  async updateCard(): Promise<void> {}

  async removeCard(): Promise<void> {}

  charge(charge: Charge): Promise<{ chargeId: string }> {
    const { idempotencyKey, ...request } = charge;
    const known = this.outcomes.get(idempotencyKey);
    if (known && known.request !== JSON.stringify(request)) {
      return Promise.reject(new Error('idempotency key reused for a different charge'));
    }
    const answer = known?.answer ?? this.newCharge(charge);
    if (!known) {
      this.outcomes.set(idempotencyKey, { request: JSON.stringify(request), answer });
      // Kept for replays; whoever asked handles the rejection.
      answer.catch(() => undefined);
    }
    if (this.answersToLose > 0) {
      this.answersToLose -= 1;
      return answer.then(() => Promise.reject(new Error('the connection to the provider was lost')));
    }
    return answer;
  }

  /** For tests: the next charge is made (or replayed) but its answer never arrives, as on a network failure. */
  loseNextAnswer(): void {
    this.answersToLose += 1;
  }

  private async newCharge(charge: Charge): Promise<{ chargeId: string }> {
    if (charge.ref.startsWith('test_card_nocharge_')) throw cardDeclined();
    const chargeId = handle('charge');
    this.charges.push({
      ref: charge.ref,
      amountCents: charge.amountCents,
      description: charge.description,
      idempotencyKey: charge.idempotencyKey,
      chargeId,
    });
    return { chargeId };
  }
}

/** The provider the API uses: the sandbox provider (a real one would be chosen here from the configuration). */
export function createBillingProvider(): BillingProvider {
  return new SandboxBillingProvider();
}
