import { css } from 'styled-components';

/** A list drawn without bullets or indent: its items carry their own layout. */
export const plainList = css`
  list-style: none;
  margin: 0;
  padding: 0;
`;
