import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Preview, Root } from './file-field-layout';

const Label = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.textSubtle};
`;

const Shown = styled.div`
  display: flex;
  align-items: center;
  min-height: 48px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * A FileField for someone who may not change it (a viewer): the saved file, or "None", and no
 * picker, drop zone or remove button at all — disabled controls would only offer what they cannot do.
 */
export function FileFieldReadOnly({ label, currentUrl }: { label: ReactNode; currentUrl?: string }) {
  const { t } = useTranslation();
  const labelId = useId();
  return (
    <Root role="group" aria-labelledby={labelId}>
      <Label id={labelId}>{label}</Label>
      <Shown>
        {currentUrl ? <Preview src={currentUrl} alt={t('forms.file.current')} /> : t('forms.file.none')}
      </Shown>
    </Root>
  );
}
