import { TextField } from '@statusdeck/shared';
import { useFieldBinding } from '@statusdeck/shared/forms';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { BRAND_COLOR_PATTERN } from '../page-rules';

const Row = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
`;

const Swatch = styled.input`
  flex: none;
  width: 44px;
  height: 36px;
  /* Level with the text input, below its label. */
  margin-top: 22px;
  padding: 2px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  cursor: pointer;
  &:disabled {
    cursor: not-allowed;
  }
`;

/** Formik field `brand_color`: a colour picker and the same value as #rrggbb text, either one editable. */
export function BrandColorField({ disabled }: { disabled?: boolean }) {
  const { t } = useTranslation();
  const { field, helpers, error, onBlur, disabled: submitting } = useFieldBinding<string>('brand_color');
  const value = field.value ?? '';
  const locked = disabled || submitting;
  return (
    <Row>
      <Swatch
        type="color"
        aria-label={t('statuspages.appearance.colorPicker')}
        // The picker only takes a full #rrggbb; while the text is half typed it keeps black.
        value={BRAND_COLOR_PATTERN.test(value) ? value.toLowerCase() : '#000000'}
        onChange={(event) => void helpers.setValue(event.target.value)}
        disabled={locked}
      />
      <TextField
        name="brand_color"
        label={t('statuspages.appearance.brandColor')}
        hint={t('statuspages.appearance.brandColorHint')}
        value={value}
        onChange={field.onChange}
        onBlur={onBlur}
        error={error}
        disabled={locked}
        maxLength={7}
        autoComplete="off"
        spellCheck={false}
      />
    </Row>
  );
}
