import { type KeyboardEvent, useRef } from 'react';
import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { itemRef, nextIndex } from './roving-focus';
import { tabListStyles, tabStyles } from './tab-styles';

// The tabs wrap onto a second row on a phone rather than scroll: every section, and the current
// one, stays in sight with no hidden overflow to discover.
const List = styled.ul`
  ${tabListStyles}
  flex-wrap: wrap;
  list-style: none;
  margin: 0;
`;

const Tab = styled(NavLink)`
  ${tabStyles}
`;

export type LinkTabItem = {
  to: string;
  label: string;
  /** Active only on this exact path, not below it (the overview tab at /statuspages/:id). */
  end?: boolean;
};

export type LinkTabsProps = { items: readonly LinkTabItem[]; 'aria-label': string };

/**
 * Section tabs where each tab is a route (status page details, settings): real links, so they
 * open in a new tab and the address says where you are; the current one has aria-current="page".
 * Arrow keys, Home and End move focus along the row; Enter follows the link.
 */
export function LinkTabs({ items, 'aria-label': ariaLabel }: LinkTabsProps) {
  const refs = useRef<(HTMLAnchorElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const current = items.findIndex((_, index) => refs.current[index] === document.activeElement);
    if (current < 0) return;
    const next = nextIndex(event.key, current, items.length, 'horizontal');
    if (next === null) return;
    event.preventDefault();
    refs.current[next]?.focus();
  };
  return (
    <nav aria-label={ariaLabel}>
      <List onKeyDown={onKeyDown}>
        {items.map((item, index) => (
          <li key={item.to}>
            <Tab to={item.to} end={item.end} ref={itemRef(refs, index)}>
              {item.label}
            </Tab>
          </li>
        ))}
      </List>
    </nav>
  );
}
