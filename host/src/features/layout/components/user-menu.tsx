import { Avatar, paths, useSession } from '@statusdeck/shared';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useAccountSummary } from '../hooks/use-account-summary';

/** Whole keys, for the locale check. */
const ROLE_KEYS = {
  owner: 'settings.roles.owner',
  admin: 'settings.roles.admin',
  editor: 'settings.roles.editor',
  viewer: 'settings.roles.viewer',
} as const;

const Wrapper = styled.div`
  position: relative;
  display: inline-block;
`;

const Trigger = styled.button`
  display: inline-flex;
  padding: 2px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.round};
  background: transparent;
  color: inherit;
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
  }
`;

const Popup = styled.div`
  position: absolute;
  right: 0;
  top: calc(100% + ${({ theme }) => theme.space.xs});
  z-index: 50;
  min-width: 220px;
  max-width: min(320px, calc(100vw - 2rem));
  padding: ${({ theme }) => theme.space.xs} 0;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.overlay};
`;

const Summary = styled.div`
  display: grid;
  gap: 2px;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  margin-bottom: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

const Email = styled.span`
  font-weight: 600;
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Item = styled.button`
  display: block;
  width: 100%;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  text-align: left;
  cursor: pointer;
  &:hover,
  &:focus {
    outline: none;
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
`;

function nextIndex(key: string, current: number, count: number): number | null {
  if (key === 'ArrowDown') return (current + 1) % count;
  if (key === 'ArrowUp') return (current - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

/**
 * The avatar (first letter of the e-mail, or U) opening the account menu (SPEC.md §2): who is
 * signed in — e-mail, organisation and role — above Settings and Logout. A WAI-ARIA menu button:
 * Enter/Space/ArrowDown open on the first item, ArrowUp on the last; arrows, Home and End move;
 * Escape closes and returns focus to the avatar; the summary is the menu's description.
 */
export function UserMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { logout } = useSession();
  const account = useAccountSummary();
  const menuId = useId();
  const summaryId = useId();
  const [open, setOpen] = useState(false);
  const [focusIndex, setFocusIndex] = useState(0);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const itemRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const items = [
    { id: 'settings', label: t('nav.settings'), onSelect: () => navigate(paths.settings()) },
    { id: 'logout', label: t('layout.logout'), onSelect: () => void logout() },
  ];

  useEffect(() => {
    if (open) itemRefs.current[focusIndex]?.focus();
  }, [open, focusIndex]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: MouseEvent) => {
      if (event.target instanceof Node && !wrapperRef.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointerDown);
    return () => document.removeEventListener('mousedown', onPointerDown);
  }, [open]);

  const openAt = (index: number) => {
    setFocusIndex(index);
    setOpen(true);
  };
  const close = () => {
    setOpen(false);
    triggerRef.current?.focus();
  };
  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      openAt(0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(items.length - 1);
    }
  };
  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
      return;
    }
    if (event.key === 'Tab') {
      setOpen(false);
      return;
    }
    const next = nextIndex(event.key, focusIndex, items.length);
    if (next === null) return;
    event.preventDefault();
    setFocusIndex(next);
  };
  const roleName =
    account.role && Object.hasOwn(ROLE_KEYS, account.role)
      ? t(ROLE_KEYS[account.role as keyof typeof ROLE_KEYS])
      : account.role;

  return (
    <Wrapper ref={wrapperRef}>
      <Trigger
        ref={triggerRef}
        type="button"
        aria-label={t('layout.userMenu')}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? setOpen(false) : openAt(0))}
        onKeyDown={onTriggerKeyDown}
      >
        <Avatar email={account.email} />
      </Trigger>
      {open ? (
        <Popup>
          <Summary id={summaryId} data-testid="account-summary">
            {account.email ? <Email>{account.email}</Email> : null}
            {account.organizationName ? (
              <span>
                <Muted>{t('layout.account.organization')}: </Muted>
                {account.organizationName}
              </span>
            ) : null}
            {roleName ? (
              <span>
                <Muted>{t('layout.account.role')}: </Muted>
                {roleName}
              </span>
            ) : null}
          </Summary>
          <div
            id={menuId}
            role="menu"
            aria-label={t('layout.userMenu')}
            aria-describedby={summaryId}
            onKeyDown={onMenuKeyDown}
          >
            {items.map((item, index) => (
              <Item
                key={item.id}
                ref={(element) => {
                  itemRefs.current[index] = element;
                }}
                type="button"
                role="menuitem"
                tabIndex={-1}
                onClick={() => {
                  close();
                  item.onSelect();
                }}
              >
                {item.label}
              </Item>
            ))}
          </div>
        </Popup>
      ) : null}
    </Wrapper>
  );
}
