import { Button } from '@statusdeck/shared';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { SlugCheck } from '../hooks/use-slug-check';

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

type SlugCheckMessageProps = { check: SlugCheck; onUseSuggestion(slug: string): void; disabled?: boolean };

function takenText(check: SlugCheck, t: TFunction): string | null {
  if (check.state === 'taken') {
    return check.suggestion
      ? t('statuspages.slug.takenTry', { suggestion: check.suggestion })
      : t('statuspages.slug.taken');
  }
  if (check.state === 'invalid') {
    return check.suggestion
      ? t('statuspages.slug.invalidTry', { suggestion: check.suggestion })
      : t('statuspages.slug.invalid');
  }
  return null;
}

/** The live answer to "is this address free?", announced politely as it changes. */
export function SlugCheckMessage({ check, onUseSuggestion, disabled }: SlugCheckMessageProps) {
  const { t } = useTranslation();
  const refused = check.state === 'taken' || check.state === 'invalid' || check.state === 'malformed';
  const tone = check.state === 'available' ? 'success' : refused ? 'danger' : 'muted';
  return (
    <Message $tone={tone} aria-live="polite" data-testid="slug-check">
      {check.state === 'checking' ? t('statuspages.slug.checking') : null}
      {check.state === 'available' ? t('statuspages.slug.available') : null}
      {check.state === 'failed' ? t('statuspages.slug.checkFailed') : null}
      {check.state === 'malformed' ? t(check.reason) : null}
      {takenText(check, t)}
      {(check.state === 'taken' || check.state === 'invalid') && check.suggestion ? (
        <Button variant="ghost" disabled={disabled} onClick={() => onUseSuggestion(check.suggestion ?? '')}>
          {t('statuspages.slug.useSuggestion', { suggestion: check.suggestion })}
        </Button>
      ) : null}
    </Message>
  );
}
