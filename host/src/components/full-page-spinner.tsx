import { Spinner } from '@statusdeck/shared';
import styled from 'styled-components';

const Centered = styled.div`
  display: grid;
  place-items: center;
  min-height: 100vh;
`;

export function FullPageSpinner({ label }: { label?: string }) {
  return (
    <Centered>
      <Spinner label={label} />
    </Centered>
  );
}
