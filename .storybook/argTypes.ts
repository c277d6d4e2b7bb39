import { isValidElement } from 'react';
import type { ArgTypesEnhancer, Renderer } from 'storybook/internal/types';

/** A type the props table would otherwise edit as raw JSON: React nodes and elements, functions. */
const NODE_TYPE = /\b(ReactNode|ReactElement|JSX\.Element)\b|=>/;

/** True for a value whose JSON shows React's internals (`$$typeof`, `_owner`) or compiled code. */
function holdsCode(value: unknown, depth = 0): boolean {
  if (typeof value === 'function' || isValidElement(value)) return true;
  if (depth > 3 || value === null || typeof value !== 'object') return false;
  return Object.values(value).some((item) => holdsCode(item, depth + 1));
}

/**
 * No JSON control for props that hold React nodes or callbacks (`account`, `children`,
 * `pagination` with its `onPageChange`, …): the docs page's props table would show `$$typeof`,
 * `_owner` and compiled functions. The row stays, with its type, default and description; stories
 * set such props through args.
 */
export const withoutCodeControls: ArgTypesEnhancer<Renderer> = ({ argTypes, initialArgs }) => {
  const result = { ...argTypes };
  for (const [name, argType] of Object.entries(argTypes)) {
    const type = `${argType.table?.type?.summary ?? ''} ${
      argType.type && 'raw' in argType.type ? String(argType.type.raw) : ''
    }`;
    if (NODE_TYPE.test(type) || holdsCode(initialArgs?.[name])) {
      result[name] = { ...argType, control: false };
    }
  }
  return result;
};
