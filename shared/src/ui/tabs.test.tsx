import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderThemed } from '../test-support/render-themed';
import { Tabs } from './tabs';

const tabs = [
  { id: 'login', label: 'Log in' },
  { id: 'register', label: 'Register' },
  { id: 'sso', label: 'SSO' },
];

function Harness({ onChange }: { onChange?: (id: string) => void }) {
  const [value, setValue] = useState('login');
  return (
    <Tabs
      tabs={tabs}
      value={value}
      aria-label="Account"
      onChange={(id) => {
        setValue(id);
        onChange?.(id);
      }}
    />
  );
}

describe('Tabs', () => {
  it('is a labelled tablist with the selected tab as the only tab stop', () => {
    renderThemed(<Harness />);
    expect(screen.getByRole('tablist', { name: 'Account' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Log in' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Log in' })).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'Register' })).toHaveAttribute('tabindex', '-1');
  });

  it('moves and selects with the arrow keys, Home and End, wrapping around', () => {
    const onChange = jest.fn();
    renderThemed(<Harness onChange={onChange} />);
    const first = screen.getByRole('tab', { name: 'Log in' });
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'Register' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Register' })).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(document.activeElement as Element, { key: 'End' });
    expect(screen.getByRole('tab', { name: 'SSO' })).toHaveFocus();
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'Log in' })).toHaveFocus();
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowLeft' });
    expect(screen.getByRole('tab', { name: 'SSO' })).toHaveFocus();
    fireEvent.keyDown(document.activeElement as Element, { key: 'Home' });
    expect(onChange.mock.calls.map(([id]) => id)).toEqual(['register', 'sso', 'login', 'sso', 'login']);
  });

  it('selects on click', () => {
    renderThemed(<Harness />);
    fireEvent.click(screen.getByRole('tab', { name: 'SSO' }));
    expect(screen.getByRole('tab', { name: 'SSO' })).toHaveAttribute('aria-selected', 'true');
  });
});
