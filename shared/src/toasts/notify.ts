import { createElement } from 'react';
import { toast } from 'react-hot-toast';
import { ToastMessage } from './toast-message';
import { TOAST_DURATION_MS, TOAST_REMOVE_DELAY_MS } from './toast-settings';

export type ToastVariant = 'default' | 'destructive';

export type NotifyInput = { title?: string; description?: string; variant?: ToastVariant };

/**
 * Shows a toast (callers pass translated text). At most TOAST_LIMIT are visible, so the one on
 * screen is dismissed first. Destructive toasts are react-hot-toast's `error` type, announced as alerts.
 */
export function notify({ title, description, variant = 'default' }: NotifyInput): string {
  toast.dismiss();
  const message = createElement(ToastMessage, { title, description });
  const options = { duration: TOAST_DURATION_MS, removeDelay: TOAST_REMOVE_DELAY_MS };
  if (variant === 'destructive') {
    return toast.error(message, { ...options, ariaProps: { role: 'alert', 'aria-live': 'assertive' } });
  }
  return toast(message, options);
}

/** Where a toast waits for the next page (sessionStorage: this tab only, gone with it). */
const NEXT_PAGE_KEY = 'statusdeck_next_page_toast';

function isNotifyInput(value: unknown): value is NotifyInput {
  if (typeof value !== 'object' || value === null) return false;
  const { title, description, variant } = value as Record<string, unknown>;
  const optionalText = (text: unknown) => text === undefined || typeof text === 'string';
  return (
    optionalText(title) &&
    optionalText(description) &&
    (variant === undefined || variant === 'default' || variant === 'destructive')
  );
}

/**
 * Keeps a toast for the page a full navigation is about to load (the lean sign-in page handing over to
 * the console): its Toaster shows it once mounted (notifyFromLastPage).
 */
export function notifyOnNextPage(input: NotifyInput): void {
  try {
    sessionStorage.setItem(NEXT_PAGE_KEY, JSON.stringify(input));
  } catch {
    // Storage refused (private mode quota): the toast is lost, nothing else.
  }
}

/** Shows, once, the toast the previous page of this tab left for this one. */
export function notifyFromLastPage(): void {
  let input: unknown = null;
  try {
    const stored = sessionStorage.getItem(NEXT_PAGE_KEY);
    sessionStorage.removeItem(NEXT_PAGE_KEY);
    input = stored ? JSON.parse(stored) : null;
  } catch {
    input = null;
  }
  if (isNotifyInput(input)) notify(input);
}
