import styled from 'styled-components';

/** Centres a form screen with comfortable margins on every width. */
export const FormPage = styled.div`
  width: min(480px, 100%);
  margin: 0 auto;
  padding: 32px 16px 48px;
`;

/** A wider frame for the event forms. */
export const WideFormPage = styled(FormPage)`
  width: min(720px, 100%);
`;
