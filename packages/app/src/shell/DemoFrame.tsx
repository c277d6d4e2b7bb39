import type { ReactNode } from 'react';
import { DemoPage } from '@folio/ui';
import { pathTo } from '@folio/rules';

interface DemoFrameProps {
  /** The page heading; omit when the demo brings its own h1. */
  title?: string;
  children: ReactNode;
}

/** The frame of a demo screen: @folio/ui's DemoPage, with its way back to the resume page. */
export function DemoFrame({ title, children }: DemoFrameProps) {
  return (
    <DemoPage backTo={pathTo('resume')} title={title}>
      {children}
    </DemoPage>
  );
}
