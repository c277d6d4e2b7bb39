import { useId, useState, type ReactNode } from 'react';
import {
  StyledList,
  StyledListButton,
  StyledListCard,
  StyledListGroup,
  StyledSelection,
} from './ListGroup.styles';
import { ChevronIcon, IconSvg } from '../../primitives/icons';
import { StyledDemoTitle } from '../common/demoPage';
import { menuIconPaths } from '../common/menuIconPaths';

interface ListGroupNode {
  id: string;
  label: string;
  icon: IconName;
  /** A group has children and opens and closes; a leaf is selectable. */
  children?: ListGroupNode[];
}

type IconName =
  'users' | 'admin' | 'actions' | 'manage' | 'settings' | 'add' | 'view' | 'update' | 'delete';

const iconPaths: Record<IconName, ReactNode> = {
  users: menuIconPaths.users,
  admin: (
    <>
      <path d="M12 3l7 3v5c0 4.5-3 8.5-7 10-4-1.5-7-5.5-7-10V6z" />
      <path d="M9 12l2 2 4-4" />
    </>
  ),
  actions: <path d="M13 3L5 14h6l-1 7 8-11h-6z" />,
  manage: (
    <>
      <circle cx="8" cy="9" r="3" />
      <circle cx="16" cy="9" r="3" />
      <path d="M2.5 19a5.5 5.5 0 0 1 11 0M10.5 19a5.5 5.5 0 0 1 11 0" />
    </>
  ),
  settings: menuIconPaths.settings,
  add: <path d="M12 5v14M5 12h14" />,
  view: (
    <>
      <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
    </>
  ),
  update: (
    <>
      <path d="M20 11a8 8 0 0 0-14.5-4.5M4 13a8 8 0 0 0 14.5 4.5" />
      <path d="M5 3v4h4M19 21v-4h-4" />
    </>
  ),
  delete: <path d="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13M10 11v6M14 11v6" />,
};

const Icon = ({ name }: { name: IconName }) => <IconSvg>{iconPaths[name]}</IconSvg>;

/** A selectable item of the menu, drawn with the icon of its own name. */
const leaf = (id: IconName, label: string): ListGroupNode => ({ id, label, icon: id });

/** The nested menu of docs/requirements.md §2: users, with admin (manage, settings) and operations (add, view, update, delete). */
const listGroupMenu: ListGroupNode[] = [
  {
    id: 'users',
    label: '使用者',
    icon: 'users',
    children: [
      {
        id: 'admin',
        label: '管理員',
        icon: 'admin',
        children: [leaf('manage', '管理'), leaf('settings', '設定')],
      },
      {
        id: 'operations',
        label: '操作',
        icon: 'actions',
        children: [
          leaf('add', '新增'),
          leaf('view', '檢視'),
          leaf('update', '更新'),
          leaf('delete', '刪除'),
        ],
      },
    ],
  },
];

interface ListGroupProps {
  /** The menu tree. @default the menu of docs/requirements.md §2 (`listGroupMenu`) */
  items?: ListGroupNode[];
  /** Ids of the groups open at first. @default ['users'] */
  defaultExpanded?: string[];
  /** Id of the item selected at first. */
  defaultSelected?: string;
  /** Called with the id of a selected item. */
  onSelect?: (id: string) => void;
  /** Page heading. @default '巢狀選單' */
  title?: string;
}

/**
 * A nested menu (docs/requirements.md §2 "List group"). Each group is a disclosure button (`aria-expanded`,
 * `aria-controls`) that shows or hides its sub-list; each item is a button that becomes the
 * current selection (`aria-current`). Everything is reachable with Tab, Enter and Space.
 */
export function ListGroup({
  items = listGroupMenu,
  defaultExpanded = ['users'],
  defaultSelected,
  onSelect,
  title = '巢狀選單',
}: ListGroupProps) {
  const [expanded, setExpanded] = useState<string[]>(defaultExpanded);
  const [selected, setSelected] = useState<string | undefined>(defaultSelected);
  const baseId = useId();

  const labels = new Map<string, string>();
  const collect = (nodes: ListGroupNode[]) =>
    nodes.forEach((n) => {
      labels.set(n.id, n.label);
      if (n.children) collect(n.children);
    });
  collect(items);

  const renderNodes = (nodes: ListGroupNode[], depth: number): ReactNode =>
    nodes.map((node) => {
      if (node.children) {
        const open = expanded.includes(node.id);
        const listId = `${baseId}-${node.id}`;
        return (
          <li key={node.id}>
            <StyledListButton
              type="button"
              $depth={depth}
              aria-expanded={open}
              aria-controls={listId}
              onClick={() =>
                setExpanded((e) => (open ? e.filter((x) => x !== node.id) : [...e, node.id]))
              }
            >
              <Icon name={node.icon} />
              <span>{node.label}</span>
              <ChevronIcon direction="down" />
            </StyledListButton>
            <StyledList id={listId} hidden={!open}>
              {renderNodes(node.children, depth + 1)}
            </StyledList>
          </li>
        );
      }
      return (
        <li key={node.id}>
          <StyledListButton
            type="button"
            $depth={depth}
            aria-current={selected === node.id ? 'true' : undefined}
            onClick={() => {
              setSelected(node.id);
              onSelect?.(node.id);
            }}
          >
            <Icon name={node.icon} />
            <span>{node.label}</span>
          </StyledListButton>
        </li>
      );
    });

  return (
    <StyledListGroup aria-labelledby={`${baseId}-title`} data-folio="list-group">
      <StyledDemoTitle id={`${baseId}-title`}>{title}</StyledDemoTitle>
      <StyledListCard aria-label={title}>
        <StyledList>{renderNodes(items, 0)}</StyledList>
      </StyledListCard>
      <StyledSelection aria-live="polite">
        {selected ? (
          <>
            目前選擇：<strong>{labels.get(selected)}</strong>
          </>
        ) : (
          '尚未選擇項目'
        )}
      </StyledSelection>
    </StyledListGroup>
  );
}
