import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderThemed } from '../testing/render-themed';
import { initTestI18n } from '../testing/test-i18n';
import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';

beforeAll(initTestI18n);

type HarnessProps = Partial<ConfirmDialogProps> & { onConfirm: ConfirmDialogProps['onConfirm'] };

function Harness(props: HarnessProps) {
  const [open, setOpen] = useState(true);
  return (
    <ConfirmDialog
      open={open}
      onClose={() => setOpen(false)}
      title="Delete status page?"
      description="Its components, incidents and subscribers are deleted too."
      confirmLabel="Delete page"
      destructive
      {...props}
    />
  );
}

describe('ConfirmDialog', () => {
  it('interrupts as an alert dialog with the safe choice focused', () => {
    renderThemed(<Harness onConfirm={jest.fn()} />);
    expect(screen.getByRole('alertdialog', { name: 'Delete status page?' })).toHaveAccessibleDescription(
      'Its components, incidents and subscribers are deleted too.',
    );
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  });

  it('keeps the confirm button disabled until the page name is typed exactly', async () => {
    const user = userEvent.setup();
    const onConfirm = jest.fn();
    renderThemed(<Harness onConfirm={onConfirm} confirmationText="Acme status" />);
    const input = screen.getByLabelText('Type Acme status to confirm');
    expect(input).toHaveFocus();
    const confirm = screen.getByRole('button', { name: 'Delete page' });
    expect(confirm).toBeDisabled();
    await user.type(input, 'Acme statu');
    await user.keyboard('{Enter}');
    expect(confirm).toBeDisabled();
    expect(onConfirm).not.toHaveBeenCalled();
    await user.type(input, 's');
    expect(confirm).toBeEnabled();
    await user.keyboard('{Enter}');
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('spins while the confirmation runs and cannot be cancelled meanwhile', async () => {
    const user = userEvent.setup();
    let finish = () => {};
    const onConfirm = () =>
      new Promise<void>((resolve) => {
        finish = resolve;
      });
    renderThemed(<Harness onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Delete page' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Delete page' })).toHaveAttribute('aria-busy', 'true'),
    );
    await user.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    finish();
    // The busy state ends when the promise settles: wait for that outcome, not for a render.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Delete page' })).not.toHaveAttribute('aria-busy'),
    );
  });

  it('cancels with Escape and with the Cancel button', async () => {
    const user = userEvent.setup();
    const onConfirm = jest.fn();
    renderThemed(<Harness onConfirm={onConfirm} />);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('does not submit a form it was opened from', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn((event: { preventDefault(): void }) => event.preventDefault());
    const onConfirm = jest.fn();
    renderThemed(
      <form onSubmit={onSubmit}>
        <Harness onConfirm={onConfirm} />
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Delete page' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
