import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { TextField, type TextFieldProps } from './text-field';

const Wrapper = styled.div`
  position: relative;
`;

// Sits at the end of the label row, so it never covers what is typed.
const Toggle = styled.button`
  position: absolute;
  top: 0;
  right: 0;
  padding: 0 ${({ theme }) => theme.space.xs};
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 600;
  cursor: pointer;
  &:disabled {
    cursor: not-allowed;
    opacity: 0.5;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
    border-radius: ${({ theme }) => theme.radii.sm};
  }
`;

export type PasswordFieldProps = Omit<TextFieldProps, 'type'>;

/** A TextField for passwords with a Show/Hide toggle (aria-pressed, aria-controls the input). */
export function PasswordField({ id, ...props }: PasswordFieldProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <Wrapper>
      <TextField {...props} id={inputId} type={visible ? 'text' : 'password'} />
      <Toggle
        type="button"
        aria-controls={inputId}
        aria-pressed={visible}
        disabled={props.disabled}
        onClick={() => setVisible((current) => !current)}
      >
        {visible ? t('common.hidePassword') : t('common.showPassword')}
      </Toggle>
    </Wrapper>
  );
}
