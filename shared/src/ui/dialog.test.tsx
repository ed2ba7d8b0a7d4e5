import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderThemed } from '../testing/render-themed';
import { initTestI18n } from '../testing/test-i18n';
import { Button } from './button';
import { Dialog } from './dialog';

beforeAll(initTestI18n);

function Harness({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  const close = () => {
    setOpen(false);
    onClose?.();
  };
  return (
    <>
      <Button onClick={() => setOpen(true)}>Edit component</Button>
      <Dialog
        open={open}
        onClose={close}
        title="Edit component"
        description="Changes show on the public page at once."
        footer={
          <>
            <Button variant="secondary" onClick={close}>
              Cancel
            </Button>
            <Button>Save</Button>
          </>
        }
      >
        <input aria-label="Name" />
      </Dialog>
    </>
  );
}

async function openDialog() {
  const user = userEvent.setup();
  renderThemed(<Harness />);
  await user.click(screen.getByRole('button', { name: 'Edit component' }));
  return { user, dialog: screen.getByRole('dialog', { name: 'Edit component' }) };
}

describe('Dialog', () => {
  it('is a modal dialog named by its title and described by its description', async () => {
    const { dialog } = await openDialog();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Changes show on the public page at once.');
  });

  it('moves focus inside and keeps Tab and Shift+Tab there', async () => {
    const { user, dialog } = await openDialog();
    const close = screen.getByRole('button', { name: 'Close' });
    expect(close).toHaveFocus();
    await user.tab();
    expect(screen.getByLabelText('Name')).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('closes on Escape and gives focus back to the button that opened it', async () => {
    const { user } = await openDialog();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit component' })).toHaveFocus();
  });

  it('closes on the × button and on a press on the backdrop, not on a press inside', async () => {
    const { user, dialog } = await openDialog();
    await user.click(dialog);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(screen.getByTestId('dialog-backdrop'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit component' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
