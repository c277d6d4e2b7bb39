import { DemoFrame, OtpInput } from '@folio/ui';
import type { PageProps } from '../../routing/page';

/** /otp-input: the OtpInput demo of docs/requirements.md §2. */
export default function OtpInputPage({ title }: PageProps) {
  return (
    <DemoFrame title={title}>
      <OtpInput />
    </DemoFrame>
  );
}
