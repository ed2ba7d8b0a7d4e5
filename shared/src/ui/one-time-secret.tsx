import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from './button';
import { Input } from './input';

const Warning = styled.div`
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  border-left: 4px solid ${({ theme }) => theme.colors.warning};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.warningSubtle};
`;

const SecretRow = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  input {
    flex: 1;
    min-width: 0;
    font-family: ${({ theme }) => theme.font.mono};
  }
`;

const Label = styled.label`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.textSubtle};
`;

export type OneTimeSecretProps = {
  value: string;
  /** Names the read-only field holding the secret. */
  label: ReactNode;
  /** "It won't be shown again": the server keeps no copy it could show later. */
  warning: ReactNode;
};

/**
 * A secret the server returns once (an API token, a webhook signing secret): a warning, the value in a
 * read-only field that selects itself on focus, and a copy button whose outcome is announced.
 */
export function OneTimeSecret({ value, label, warning }: OneTimeSecretProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  };
  return (
    <>
      <Warning role="note">{warning}</Warning>
      <Label htmlFor={inputId}>{label}</Label>
      <SecretRow>
        <Input
          id={inputId}
          readOnly
          value={value}
          onFocus={(event) => event.currentTarget.select()}
          spellCheck={false}
        />
        <Button variant="secondary" onClick={() => void copy()}>
          {t('common.copy')}
        </Button>
      </SecretRow>
      <p role="status">
        {copied === 'yes' ? t('common.copied') : null}
        {copied === 'failed' ? t('common.copyFailed') : null}
      </p>
    </>
  );
}
