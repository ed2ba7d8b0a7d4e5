import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from './button';
import { Dialog } from './dialog';
import { TextField } from './text-field';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;

export type ConfirmDialogProps = {
  open: boolean;
  /** Cancel, Escape, × and the backdrop call it (not while the confirmation is running). */
  onClose(): void;
  /** May return a promise: the confirm button spins until it settles; close the dialog on success. */
  onConfirm(): void | Promise<void>;
  title: ReactNode;
  description?: ReactNode;
  /** The confirm button's text: say the action ("Delete page"), not "OK". */
  confirmLabel: string;
  /** Defaults to "Cancel". */
  cancelLabel?: string;
  /** A red confirm button, for actions that destroy data. */
  destructive?: boolean;
  /** When set, the user must type exactly this (e.g. the page name) before confirming. */
  confirmationText?: string;
};

/** "Are you sure?" with the safe choice focused first; optionally asks to type a name to confirm. */
export function ConfirmDialog({
  open,
  onClose,
  onConfirm,
  title,
  description,
  confirmLabel,
  cancelLabel,
  destructive = false,
  confirmationText,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [pending, setPending] = useState(false);
  const mounted = useRef(true);
  const firstFocus = useRef<HTMLElement>(null);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  // Each opening starts from an empty confirmation.
  useEffect(() => {
    if (open) setTyped('');
  }, [open]);

  const matches = confirmationText === undefined || typed.trim() === confirmationText;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // React events bubble through the portal: a dialog opened from inside a form must not submit it.
    event.stopPropagation();
    if (!matches || pending) return;
    setPending(true);
    try {
      await onConfirm();
    } finally {
      if (mounted.current) setPending(false);
    }
  };

  const close = () => {
    if (!pending) onClose();
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      title={title}
      description={description}
      role="alertdialog"
      size="sm"
      initialFocus={firstFocus}
    >
      <Form onSubmit={submit} noValidate>
        {confirmationText !== undefined ? (
          <TextField
            ref={(element) => {
              firstFocus.current = element;
            }}
            label={t('common.typeToConfirm', { text: confirmationText })}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            autoComplete="off"
            spellCheck={false}
            disabled={pending}
          />
        ) : null}
        <Actions>
          <Button
            variant="secondary"
            onClick={close}
            disabled={pending}
            ref={(element) => {
              if (confirmationText === undefined) firstFocus.current = element;
            }}
          >
            {cancelLabel ?? t('common.cancel')}
          </Button>
          <Button
            type="submit"
            variant={destructive ? 'danger' : 'primary'}
            disabled={!matches}
            loading={pending}
          >
            {confirmLabel}
          </Button>
        </Actions>
      </Form>
    </Dialog>
  );
}
