import styled from 'styled-components';

/** The product name at the top of the rail and of the mobile panel. */
export const Brand = styled.div`
  display: flex;
  align-items: center;
  min-height: 3.5rem;
  padding: 0 0.75rem;
  font-weight: 700;
  white-space: nowrap;
  overflow: hidden;
`;
