import { type KeyboardEvent, useId, useRef } from 'react';
import styled from 'styled-components';
import { nextIndex } from './roving-focus';

const List = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceHover};
`;

const Tab = styled.button`
  flex: 1;
  min-height: 32px;
  padding: 0 ${({ theme }) => theme.space.lg};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.textSubtle};
  font-weight: 500;
  cursor: pointer;
  &[aria-selected='true'] {
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    box-shadow: ${({ theme }) => theme.shadows.raised};
  }
`;

export type TabItem = {
  id: string;
  label: string;
  /** The id of the tabpanel this tab shows (aria-controls); leave it out while that panel is not rendered. */
  panelId?: string;
};

export type TabsProps = {
  tabs: TabItem[];
  value: string;
  onChange(id: string): void;
  'aria-label': string;
  /**
   * Each tab's element id is `${idPrefix}-${tab.id}`, so a panel can name it in aria-labelledby.
   * Defaults to a useId() value, unique per Tabs; pass a useId() of your own to reference the tabs.
   */
  idPrefix?: string;
};

/** A tablist: one tab in the Tab order, arrows/Home/End move and select (automatic activation). */
export function Tabs({ tabs, value, onChange, 'aria-label': ariaLabel, idPrefix }: TabsProps) {
  const generatedPrefix = useId();
  const prefix = idPrefix ?? generatedPrefix;
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = tabs.findIndex((tab) => tab.id === value);
    const next = nextIndex(event.key, Math.max(current, 0), tabs.length, 'horizontal');
    const tab = next === null ? undefined : tabs[next];
    if (next === null || !tab) return;
    event.preventDefault();
    onChange(tab.id);
    refs.current[next]?.focus();
  };
  return (
    <List role="tablist" aria-label={ariaLabel} onKeyDown={onKeyDown}>
      {tabs.map((tab, index) => (
        <Tab
          key={tab.id}
          ref={(element) => {
            refs.current[index] = element;
          }}
          type="button"
          role="tab"
          id={`${prefix}-${tab.id}`}
          aria-controls={tab.panelId}
          aria-selected={tab.id === value}
          tabIndex={tab.id === value ? 0 : -1}
          onClick={() => onChange(tab.id)}
        >
          {tab.label}
        </Tab>
      ))}
    </List>
  );
}
