import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderThemed } from '../testing/render-themed';
import { Switch } from './switch';

function Harness({ disabled = false }: { disabled?: boolean }) {
  const [on, setOn] = useState(false);
  return (
    <Switch
      label="Allow subscribers"
      description="Visitors can subscribe to updates by e-mail."
      checked={on}
      onChange={setOn}
      disabled={disabled}
    />
  );
}

describe('Switch', () => {
  it('is a switch named by its label and described by its description', () => {
    renderThemed(<Harness />);
    const control = screen.getByRole('switch', { name: 'Allow subscribers' });
    expect(control).toHaveAttribute('aria-checked', 'false');
    expect(control).toHaveAccessibleDescription('Visitors can subscribe to updates by e-mail.');
  });

  it('toggles on click, on its label, and with Space and Enter', async () => {
    const user = userEvent.setup();
    renderThemed(<Harness />);
    const control = screen.getByRole('switch', { name: 'Allow subscribers' });
    await user.click(screen.getByText('Allow subscribers'));
    expect(control).toHaveAttribute('aria-checked', 'true');
    await user.click(control);
    expect(control).toHaveAttribute('aria-checked', 'false');
    expect(control).toHaveFocus();
    await user.keyboard(' ');
    expect(control).toHaveAttribute('aria-checked', 'true');
    await user.keyboard('{Enter}');
    expect(control).toHaveAttribute('aria-checked', 'false');
  });

  it('does nothing while disabled', async () => {
    const user = userEvent.setup();
    renderThemed(<Harness disabled />);
    const control = screen.getByRole('switch', { name: 'Allow subscribers' });
    await user.click(control);
    expect(control).toHaveAttribute('aria-checked', 'false');
  });
});
