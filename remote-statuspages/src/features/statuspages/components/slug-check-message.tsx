import { Button } from '@statusdeck/shared';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { SlugCheck, SlugRefusal } from '../hooks/use-slug-check';

const Message = styled.p<{ $tone: 'muted' | 'success' | 'danger' }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 20px;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme, $tone }) =>
    $tone === 'success'
      ? theme.colors.success
      : $tone === 'danger'
        ? theme.colors.danger
        : theme.colors.textMuted};
`;

type SlugCheckMessageProps = {
  check: SlugCheck;
  onUseSuggestion(slug: string): void;
  disabled?: boolean;
  /** The field already says why the address is refused: the line offers only the suggestion. */
  reasonShown?: boolean;
};

/** Why the server refuses an address, alone and with its suggestion (whole keys, for the locale check). */
const REFUSAL_TEXT: Record<SlugRefusal, { alone: string; withSuggestion: string }> = {
  taken: { alone: 'statuspages.slug.taken', withSuggestion: 'statuspages.slug.takenTry' },
  invalid: { alone: 'statuspages.slug.invalid', withSuggestion: 'statuspages.slug.invalidTry' },
  reserved_word: {
    alone: 'statuspages.slug.reservedWord',
    withSuggestion: 'statuspages.slug.reservedWordTry',
  },
  reserved: { alone: 'statuspages.slug.reserved', withSuggestion: 'statuspages.slug.reservedTry' },
};

function refusalText(check: SlugCheck, t: TFunction): string | null {
  if (check.state !== 'refused') return null;
  const text = REFUSAL_TEXT[check.reason];
  return check.suggestion ? t(text.withSuggestion, { suggestion: check.suggestion }) : t(text.alone);
}

/** The live answer to "is this address free?", announced politely as it changes. */
export function SlugCheckMessage({ check, onUseSuggestion, disabled, reasonShown }: SlugCheckMessageProps) {
  const { t } = useTranslation();
  const refused = check.state === 'refused' || check.state === 'malformed';
  const tone = check.state === 'available' ? 'success' : refused ? 'danger' : 'muted';
  return (
    <Message $tone={tone} aria-live="polite" data-testid="slug-check">
      {check.state === 'checking' ? t('statuspages.slug.checking') : null}
      {check.state === 'available' ? t('statuspages.slug.available') : null}
      {check.state === 'failed' ? t('statuspages.slug.checkFailed') : null}
      {check.state === 'malformed' ? t(check.reason) : null}
      {reasonShown ? null : refusalText(check, t)}
      {check.state === 'refused' && check.suggestion ? (
        <Button variant="ghost" disabled={disabled} onClick={() => onUseSuggestion(check.suggestion ?? '')}>
          {t('statuspages.slug.useSuggestion', { suggestion: check.suggestion })}
        </Button>
      ) : null}
    </Message>
  );
}
