import styled from 'styled-components';
import { fontSize, space } from '../../theme';

export const StyledRichText = styled.div`
  line-height: 1.75;
  overflow-wrap: anywhere;
  > :first-child {
    margin-top: 0;
  }
  > :last-child {
    margin-bottom: 0;
  }
  h2,
  h3,
  h4,
  h5,
  h6 {
    margin: ${space(5)} 0 ${space(2)};
    font-size: ${fontSize.lg};
    line-height: 1.4;
  }
  p,
  ul,
  ol {
    margin: 0 0 ${space(3)};
  }
  ul,
  ol {
    padding-left: ${space(6)};
  }
`;
