import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { ThemeProvider } from 'styled-components';
import { renderThemed } from '../testing/render-themed';
import { Tabs } from './tabs';
import { theme } from './theme';

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

function TwoTabLists({ value }: { value: string }) {
  return (
    <>
      <Tabs tabs={tabs} value={value} aria-label="First" onChange={() => {}} />
      <Tabs tabs={tabs} value={value} aria-label="Second" onChange={() => {}} />
    </>
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

  it('gives two tab lists with the same tab ids distinct element ids that survive re-renders', () => {
    const { rerender } = renderThemed(<TwoTabLists value="login" />);
    const ids = () => screen.getAllByRole('tab', { name: 'Log in' }).map((tab) => tab.id);
    const before = ids();
    expect(before).toHaveLength(2);
    expect(before[0]).toBeTruthy();
    expect(before[0]).not.toBe(before[1]);
    rerender(
      <ThemeProvider theme={theme}>
        <TwoTabLists value="sso" />
      </ThemeProvider>,
    );
    expect(screen.getAllByRole('tab', { name: 'SSO' })[0]).toHaveAttribute('aria-selected', 'true');
    expect(ids()).toEqual(before);
  });

  it('names tabs <idPrefix>-<tab id> so a panel can be labelled by its tab', () => {
    renderThemed(
      <>
        <Tabs tabs={tabs} value="register" aria-label="Account" idPrefix="account" onChange={() => {}} />
        <div role="tabpanel" aria-labelledby="account-register" />
      </>,
    );
    expect(screen.getByRole('tab', { name: 'Register' })).toHaveAttribute('id', 'account-register');
    expect(screen.getByRole('tabpanel', { name: 'Register' })).toBeInTheDocument();
  });

  it('points a tab at its panel with aria-controls when given a panelId', () => {
    renderThemed(
      <Tabs
        tabs={[
          { id: 'login', label: 'Log in', panelId: 'login-panel' },
          { id: 'register', label: 'Register' },
        ]}
        value="login"
        aria-label="Account"
        onChange={() => {}}
      />,
    );
    expect(screen.getByRole('tab', { name: 'Log in' })).toHaveAttribute('aria-controls', 'login-panel');
    expect(screen.getByRole('tab', { name: 'Register' })).not.toHaveAttribute('aria-controls');
  });

  it("adds a tab's note to its name, as a second line under the label", () => {
    renderThemed(
      <Tabs
        tabs={[
          { id: 'en', label: 'English', note: 'default' },
          { id: 'ru', label: 'Russian', note: 'optional' },
        ]}
        value="en"
        aria-label="Languages"
        onChange={() => {}}
      />,
    );
    expect(screen.getByRole('tab', { name: 'English default' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('optional')).toBeVisible();
  });
});
