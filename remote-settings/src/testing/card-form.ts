import { within } from '@testing-library/react';
import type { renderSettings } from './render';

type User = ReturnType<typeof renderSettings>['user'];

/** Fills the add-card dialog as an owner would (a valid expiry two years on) and presses `submit`. */
export async function submitCard(user: User, dialog: HTMLElement, number: string, submit = 'Add card') {
  const form = within(dialog);
  await user.type(form.getByLabelText('Card number'), number);
  await user.selectOptions(form.getByLabelText('Expiry month'), '12');
  await user.selectOptions(form.getByLabelText('Expiry year'), String(new Date().getFullYear() + 2));
  await user.type(form.getByLabelText('Security code (CVC)'), '123');
  await user.type(form.getByLabelText('Name on the card'), 'Jane Doe');
  await user.click(form.getByRole('button', { name: submit }));
}
