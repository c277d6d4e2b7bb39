import { OtpInput } from '@folio/ui';
import type { PageProps } from '../../routes';
import { DemoFrame } from '../../shell/DemoFrame';

/** /otp-input: the OtpInput demo of docs/requirements.md §2. */
export default function OtpInputPage({ route }: PageProps) {
  return (
    <DemoFrame title={route.title}>
      <OtpInput />
    </DemoFrame>
  );
}
