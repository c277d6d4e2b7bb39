import { css } from 'styled-components';

/** A list without bullets or the browser's indent and margins: its layout is the component's. */
export const plainList = css`
  list-style: none;
  margin: 0;
  padding: 0;
`;
