import { type KeyboardEvent, useId, useRef } from 'react';
import styled from 'styled-components';
import { itemRef, nextIndex } from './roving-focus';
import { tabListStyles, tabStyles } from './tab-styles';

const List = styled.div`
  ${tabListStyles}
`;

const Tab = styled.button`
  ${tabStyles}
  flex: 1;
  flex-direction: column;
`;

/** A tab's second line: small and allowed to wrap, so long notes fit narrow screens. */
const Note = styled.span`
  display: block;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 400;
  white-space: normal;
`;

export type TabItem = {
  id: string;
  label: string;
  /** A second, smaller line under the label (part of the tab's name), e.g. "optional". */
  note?: string;
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

/**
 * A tablist that switches panels inside one page (for one route per tab, use LinkTabs).
 * One tab in the Tab order, arrows/Home/End move and select (automatic activation). */
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
          ref={itemRef(refs, index)}
          type="button"
          role="tab"
          id={`${prefix}-${tab.id}`}
          aria-controls={tab.panelId}
          aria-selected={tab.id === value}
          tabIndex={tab.id === value ? 0 : -1}
          onClick={() => onChange(tab.id)}
        >
          {tab.label}
          {tab.note ? (
            <>
              {' '}
              <Note>{tab.note}</Note>
            </>
          ) : null}
        </Tab>
      ))}
    </List>
  );
}
