import { useState } from 'react';
import styled from 'styled-components';
import { Button, Dialog } from '@folio/ui';

const StyledPage = styled.section`
  padding: 32px 16px;
  width: min(720px, 100%);
  margin: 0 auto;
`;

/** /dialog: the dialog test screen of docs/requirements.md §2, an empty dialog with a maximum width of 500. */
export default function DialogPage() {
  const [open, setOpen] = useState(true);
  return (
    <StyledPage aria-labelledby="dialog-test-title">
      <h1 id="dialog-test-title">對話框測試</h1>
      <p>空白對話框，最大寬度 500 px。按 Esc 或點擊背景關閉。</p>
      <Button onClick={() => setOpen(true)}>開啟對話框</Button>
      <Dialog open={open} onClose={() => setOpen(false)} ariaLabel="空白對話框" maxWidth={500} />
    </StyledPage>
  );
}
