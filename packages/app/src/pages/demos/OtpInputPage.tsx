import { OtpInput } from '@folio/ui';
import type { PageProps } from '../../shell/page';
import { DemoFrame } from '../../shell/DemoFrame';

/** /otp-input: the OtpInput demo of docs/requirements.md §2. */
export default function OtpInputPage({ title }: PageProps) {
  return (
    <DemoFrame title={title}>
      <OtpInput />
    </DemoFrame>
  );
}
