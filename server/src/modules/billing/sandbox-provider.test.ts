import { AppError } from '../../lib/errors';
import { CHARGE_DECLINED_CARD, GOOD_CARD, SandboxBillingProvider } from './sandbox-provider';

const card = (digits: string) => ({ digits, expMonth: 1, expYear: 2100, cvc: '123', holderName: 'Owner' });
const chargeOf = (ref: string, idempotencyKey: string, amountCents = 2900) =>
  ({ ref, amountCents, currency: 'usd', description: 'Statusdeck pro plan', idempotencyKey }) as const;

describe('the test billing provider’s idempotency keys', () => {
  it('never charges twice for one key, answering again with the first charge', async () => {
    const provider = new SandboxBillingProvider();
    const { ref } = await provider.addCard(card(GOOD_CARD));
    const [first, second] = await Promise.all([
      provider.charge(chargeOf(ref, 'key-1')),
      provider.charge(chargeOf(ref, 'key-1')),
    ]);
    const third = await provider.charge(chargeOf(ref, 'key-1'));
    expect(second).toEqual(first);
    expect(third).toEqual(first);
    expect(provider.charges).toHaveLength(1);

    await provider.charge(chargeOf(ref, 'key-2'));
    expect(provider.charges.map((charge) => charge.idempotencyKey)).toEqual(['key-1', 'key-2']);
  });

  it('answers a key that was declined with the decline again', async () => {
    const provider = new SandboxBillingProvider();
    const { ref } = await provider.addCard(card(CHARGE_DECLINED_CARD));
    for (let attempt = 0; attempt < 2; attempt += 1) {
      await expect(provider.charge(chargeOf(ref, 'declined'))).rejects.toMatchObject({
        code: 'card_declined',
      });
    }
    expect(provider.charges).toEqual([]);
  });

  it('refuses a key reused for another charge', async () => {
    const provider = new SandboxBillingProvider();
    const { ref } = await provider.addCard(card(GOOD_CARD));
    await provider.charge(chargeOf(ref, 'key'));
    const reused = provider.charge(chargeOf(ref, 'key', 9900));
    await expect(reused).rejects.toThrow('idempotency key reused');
    await expect(reused).rejects.not.toBeInstanceOf(AppError);
    expect(provider.charges).toHaveLength(1);
  });

  it('can lose an answer after charging, as a network failure would', async () => {
    const provider = new SandboxBillingProvider();
    const { ref } = await provider.addCard(card(GOOD_CARD));
    provider.loseNextAnswer();
    await expect(provider.charge(chargeOf(ref, 'lost'))).rejects.toThrow('lost');
    expect(provider.charges).toHaveLength(1);
    expect(await provider.charge(chargeOf(ref, 'lost'))).toEqual({ chargeId: provider.charges[0]?.chargeId });
  });
});
