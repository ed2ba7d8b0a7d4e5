import styled from 'styled-components';

/** Vertical rhythm shared by every auth form. */
export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};

  & > button[type='submit'] {
    width: 100%;
    margin-top: ${({ theme }) => theme.space.sm};
  }
`;

export const FormRow = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.lg};
  flex-wrap: wrap;
`;

/** Error text for controls whose shared primitive has no `error` prop (the terms checkbox). */
export const FieldError = styled.p`
  margin: -${({ theme }) => theme.space.sm} 0 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;
