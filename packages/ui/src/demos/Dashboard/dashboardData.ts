/** Hard-coded sample data of the dashboard placeholder (docs/requirements.md §2) and its one calculation. */

/** The fixed denominators of the three Sales Overview cards (docs/requirements.md §2). */
export const SALES_DENOMINATORS = [7000, 3000, 2000] as const;

/** `value` as a whole percentage of `denominator` (rounded half up), e.g. 5250 of 7000 → 75. */
export function percentOf(value: number, denominator: number): number {
  if (!(denominator > 0)) throw new RangeError(`denominator must be positive, got ${denominator}`);
  return Math.round((value / denominator) * 100);
}

interface SalesCard {
  label: string;
  value: number;
  denominator: (typeof SALES_DENOMINATORS)[number];
}

export const salesCards: SalesCard[] = [
  { label: 'Total Sales', value: 5250, denominator: SALES_DENOMINATORS[0] },
  { label: 'Orders', value: 1980, denominator: SALES_DENOMINATORS[1] },
  { label: 'New Customers', value: 1240, denominator: SALES_DENOMINATORS[2] },
];

export type ProjectStatus = 'Complete' | 'In progress' | 'Archived';
export type ProjectAction = 'edit' | 'delete' | 'view';

export const projectActions: { action: ProjectAction; label: string }[] = [
  { action: 'edit', label: 'Edit project' },
  { action: 'delete', label: 'Delete project' },
  { action: 'view', label: 'View project' },
];

export interface Project {
  id: number;
  name: string;
  owner: string;
  due: string;
  status: ProjectStatus;
}

export const projects: Project[] = [
  { id: 1, name: 'Website Redesign', owner: 'Amy Chen', due: '2024-04-30', status: 'Complete' },
  { id: 2, name: 'Mobile App Launch', owner: 'Ben Lin', due: '2024-07-15', status: 'In progress' },
  { id: 3, name: 'CRM Integration', owner: 'Cindy Wu', due: '2024-08-01', status: 'In progress' },
  { id: 4, name: 'Legacy Portal', owner: 'David Ho', due: '2023-12-31', status: 'Archived' },
];

export type IssuePriority = 'High' | 'Medium' | 'Low';

export interface Issue {
  id: number;
  title: string;
  priority: IssuePriority;
  assignee: string;
}

export const issues: Issue[] = [
  { id: 1024, title: 'Checkout page loads slowly', priority: 'High', assignee: 'Ben Lin' },
  { id: 1025, title: 'Password reset e-mail delayed', priority: 'Medium', assignee: 'Amy Chen' },
  { id: 1026, title: 'Chart colours in dark mode', priority: 'Medium', assignee: 'Cindy Wu' },
  { id: 1027, title: 'Broken link in the footer', priority: 'Low', assignee: 'David Ho' },
];

type CampaignStatus = 'Completed' | 'On Going' | 'Failed';

/** Which palette colour each analytics status uses (docs/requirements.md §2). */
export const campaignStatusColor = {
  Completed: 'success',
  'On Going': 'warning',
  Failed: 'error',
} as const satisfies Record<CampaignStatus, 'success' | 'warning' | 'error'>;

export interface Campaign {
  name: string;
  channel: string;
  visitors: number;
  conversion: string;
  status: CampaignStatus;
}

export const campaigns: Campaign[] = [
  {
    name: 'Spring Sale',
    channel: 'Email',
    visitors: 12480,
    conversion: '3.2%',
    status: 'Completed',
  },
  {
    name: 'Summer Launch',
    channel: 'Social',
    visitors: 8910,
    conversion: '2.4%',
    status: 'On Going',
  },
  {
    name: 'Brand Awareness',
    channel: 'Display',
    visitors: 15200,
    conversion: '0.8%',
    status: 'Failed',
  },
  {
    name: 'Referral Program',
    channel: 'Partners',
    visitors: 4305,
    conversion: '5.1%',
    status: 'On Going',
  },
  { name: 'Newsletter', channel: 'Email', visitors: 6750, conversion: '4.0%', status: 'Completed' },
];

/** `12480` → `12,480`, without locale data. */
export function formatCount(n: number): string {
  return String(Math.round(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
