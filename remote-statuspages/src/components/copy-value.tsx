import { Button } from '@statusdeck/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Row = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
`;

// A DNS name or token has no spaces: it wraps anywhere rather than widen the table on a phone.
const Value = styled.code`
  min-width: 0;
  overflow-wrap: anywhere;
  font-family: ${({ theme }) => theme.font.mono};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Outcome = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

type Props = {
  value: string;
  /** The copy button's accessible name, e.g. "Copy the TXT record's value". */
  label: string;
};

/** A value to type elsewhere, with a copy button (a real button: Tab, Enter and Space reach it) whose outcome is announced. */
export function CopyValue({ value, label }: Props) {
  const { t } = useTranslation();
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
    <Row>
      <Value>{value}</Value>
      <Button variant="ghost" aria-label={label} onClick={() => void copy()}>
        {t('common.copy')}
      </Button>
      <Outcome role="status">
        {copied === 'yes' ? t('common.copied') : null}
        {copied === 'failed' ? t('common.copyFailed') : null}
      </Outcome>
    </Row>
  );
}
