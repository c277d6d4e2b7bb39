import styled from 'styled-components';

/**
 * The down chevron turned over: the "move up" icon of the editors' move up and down buttons
 * (ProductEditor's images, SpecTypeEditor's values).
 */
export const StyledUp = styled.span`
  display: inline-grid;
  transform: rotate(180deg);
`;
