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
