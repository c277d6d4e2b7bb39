import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { AppBar, Drawer, IconButton, MenuIcon, ChevronIcon } from '../../primitives';
import {
  campaignStatusColor,
  campaigns,
  formatCount,
  issues,
  percentOf,
  projectActions,
  projects,
  salesCards,
  type IssuePriority,
  type Project,
  type ProjectAction,
  type ProjectStatus,
} from './dashboardData';
import { DashboardPopover } from './DashboardPopover';
import {
  StyledChip,
  StyledDashboard,
  StyledDesktopNav,
  StyledDrawerNav,
  StyledDrawerSite,
  StyledMain,
  StyledMenuItem,
  StyledMenuList,
  StyledMobileOnly,
  StyledNavButton,
  StyledPageHeader,
  StyledPanel,
  StyledProgress,
  StyledProgressTrack,
  StyledRowList,
  StyledRowText,
  StyledSalesCard,
  StyledSalesGrid,
  StyledSalesValue,
  StyledScrollHint,
  StyledSearch,
  StyledTable,
  StyledTableScroll,
  StyledTwoColumns,
  type ChipTone,
} from './Dashboard.styles';

type DashboardDestination = 'dashboard' | 'create-user' | 'calendar' | 'analytics';

interface DashboardProps {
  /** Called by the navigation: Dashboard, Users › Create New, Calendar, Analytics. */
  onNavigate?: (destination: DashboardDestination) => void;
  /** Called with the text of Users › Search by name/email/phone. */
  onSearchUsers?: (query: string) => void;
  /** Called by a project's Edit project, Delete project or View project. */
  onProjectAction?: (action: ProjectAction, project: Project) => void;
  /** Start with the mobile drawer open (below lg). @default false */
  defaultDrawerOpen?: boolean;
  /**
   * The site's navigation (`SiteNav`), shown in the drawer under the dashboard's own entries: in
   * the app the site bar then drops its menu button, so a phone has one (docs/requirements.md §2).
   */
  siteNav?: ReactNode;
}

const projectTone: Record<ProjectStatus, ChipTone> = {
  Complete: 'success',
  'In progress': 'info',
  Archived: 'neutral',
};

const priorityTone: Record<IssuePriority, ChipTone> = {
  High: 'error',
  Medium: 'warning',
  Low: 'neutral',
};

const MoreIcon = () => (
  <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="currentColor">
    <circle cx="12" cy="5" r="2" />
    <circle cx="12" cy="12" r="2" />
    <circle cx="12" cy="19" r="2" />
  </svg>
);

function UserSearch({ onSearch }: { onSearch: (query: string) => void }) {
  const [query, setQuery] = useState('');
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(query.trim());
  };
  return (
    <StyledSearch role="search" onSubmit={submit}>
      <label htmlFor={id}>Search by name/email/phone</label>
      <input
        id={id}
        type="search"
        placeholder="Name, email or phone"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
      />
    </StyledSearch>
  );
}

/**
 * The dashboard placeholder of `/test` (docs/requirements.md §2), where `/login` lands. All data is hard-coded.
 * A top bar with Dashboard, Users (Create New, Search by name/email/phone), Calendar and
 * Analytics — in a drawer below lg; Sales Overview cards whose percentages use the fixed
 * denominators 7000, 3000 and 2000; Project Management with statuses and per-project actions;
 * Issue Tracking; and an Analytics Overview table whose statuses are coloured (Completed success,
 * On Going warning, Failed error).
 */
export function Dashboard({
  onNavigate,
  onSearchUsers,
  onProjectAction,
  defaultDrawerOpen = false,
  siteNav,
}: DashboardProps) {
  const [drawerOpen, setDrawerOpen] = useState(defaultDrawerOpen);
  const [current, setCurrent] = useState<DashboardDestination>('dashboard');
  const id = useId();
  const analyticsId = `${id}-analytics`;

  const navigate = (destination: DashboardDestination) => {
    setDrawerOpen(false);
    if (destination !== 'create-user') setCurrent(destination);
    if (destination === 'analytics') {
      document.getElementById(analyticsId)?.scrollIntoView?.({ block: 'start' });
    }
    onNavigate?.(destination);
  };
  const search = (query: string) => {
    setDrawerOpen(false);
    onSearchUsers?.(query);
  };
  const navProps = (destination: DashboardDestination) => ({
    type: 'button' as const,
    'aria-current': current === destination ? ('page' as const) : undefined,
    onClick: () => navigate(destination),
  });

  return (
    <StyledDashboard data-folio="dashboard">
      <AppBar
        brand="Folio Admin"
        navLabel="Dashboard"
        start={
          <StyledMobileOnly>
            <IconButton label="Open menu" onClick={() => setDrawerOpen(true)}>
              <MenuIcon />
            </IconButton>
          </StyledMobileOnly>
        }
      >
        <StyledDesktopNav>
          <StyledNavButton {...navProps('dashboard')}>Dashboard</StyledNavButton>
          <DashboardPopover
            trigger={(props) => (
              <StyledNavButton type="button" {...props}>
                Users
                <ChevronIcon direction="down" />
              </StyledNavButton>
            )}
          >
            {(close) => (
              <>
                <StyledMenuList>
                  <li>
                    <StyledMenuItem
                      type="button"
                      onClick={() => {
                        close();
                        navigate('create-user');
                      }}
                    >
                      Create New
                    </StyledMenuItem>
                  </li>
                </StyledMenuList>
                <UserSearch
                  onSearch={(q) => {
                    close();
                    search(q);
                  }}
                />
              </>
            )}
          </DashboardPopover>
          <StyledNavButton {...navProps('calendar')}>Calendar</StyledNavButton>
          <StyledNavButton {...navProps('analytics')}>Analytics</StyledNavButton>
        </StyledDesktopNav>
      </AppBar>

      <Drawer open={drawerOpen} onClose={() => setDrawerOpen(false)} title="Menu">
        <StyledDrawerNav aria-label="Dashboard">
          <StyledNavButton {...navProps('dashboard')}>Dashboard</StyledNavButton>
          <h2>Users</h2>
          <StyledNavButton type="button" onClick={() => navigate('create-user')}>
            Create New
          </StyledNavButton>
          <UserSearch onSearch={search} />
          <h2>More</h2>
          <StyledNavButton {...navProps('calendar')}>Calendar</StyledNavButton>
          <StyledNavButton {...navProps('analytics')}>Analytics</StyledNavButton>
        </StyledDrawerNav>
        {siteNav && (
          <StyledDrawerSite aria-labelledby={`${id}-site`}>
            <h2 id={`${id}-site`}>Folio</h2>
            {siteNav}
          </StyledDrawerSite>
        )}
      </Drawer>

      <StyledMain>
        <StyledPageHeader>
          <h1>Dashboard</h1>
          <p>Sample data for a quick overview of sales, projects and campaigns.</p>
        </StyledPageHeader>

        <StyledPanel aria-labelledby={`${id}-sales`}>
          <h2 id={`${id}-sales`}>Sales Overview</h2>
          <StyledSalesGrid>
            {salesCards.map((card) => {
              const percent = percentOf(card.value, card.denominator);
              return (
                <StyledSalesCard key={card.label}>
                  <h3>{card.label}</h3>
                  <StyledSalesValue>
                    <strong>{formatCount(card.value)}</strong>
                    <span>of {formatCount(card.denominator)}</span>
                  </StyledSalesValue>
                  <StyledProgress>
                    <StyledProgressTrack
                      role="progressbar"
                      aria-label={`${card.label} progress`}
                      aria-valuemin={0}
                      aria-valuemax={100}
                      aria-valuenow={percent}
                    >
                      <span style={{ width: `${Math.min(percent, 100)}%` }} />
                    </StyledProgressTrack>
                    <span>{percent}%</span>
                  </StyledProgress>
                </StyledSalesCard>
              );
            })}
          </StyledSalesGrid>
        </StyledPanel>

        <StyledTwoColumns>
          <StyledPanel aria-labelledby={`${id}-projects`}>
            <h2 id={`${id}-projects`}>Project Management</h2>
            <StyledRowList>
              {projects.map((project) => (
                <li key={project.id}>
                  <StyledRowText>
                    <strong>{project.name}</strong>
                    <span>
                      {project.owner} · due <time dateTime={project.due}>{project.due}</time>
                    </span>
                  </StyledRowText>
                  <StyledChip $tone={projectTone[project.status]}>{project.status}</StyledChip>
                  <DashboardPopover
                    alignEnd
                    trigger={(props) => (
                      <IconButton label={`Actions for ${project.name}`} {...props}>
                        <MoreIcon />
                      </IconButton>
                    )}
                  >
                    {(close) => (
                      <StyledMenuList>
                        {projectActions.map(({ action, label }) => (
                          <li key={action}>
                            <StyledMenuItem
                              type="button"
                              $danger={action === 'delete'}
                              onClick={() => {
                                close();
                                onProjectAction?.(action, project);
                              }}
                            >
                              {label}
                            </StyledMenuItem>
                          </li>
                        ))}
                      </StyledMenuList>
                    )}
                  </DashboardPopover>
                </li>
              ))}
            </StyledRowList>
          </StyledPanel>

          <StyledPanel aria-labelledby={`${id}-issues`}>
            <h2 id={`${id}-issues`}>Issue Tracking</h2>
            <StyledRowList>
              {issues.map((issue) => (
                <li key={issue.id}>
                  <StyledRowText>
                    <strong>
                      #{issue.id} {issue.title}
                    </strong>
                    <span>Assigned to {issue.assignee}</span>
                  </StyledRowText>
                  <StyledChip $tone={priorityTone[issue.priority]}>{issue.priority}</StyledChip>
                </li>
              ))}
            </StyledRowList>
          </StyledPanel>
        </StyledTwoColumns>

        <StyledPanel aria-labelledby={`${analyticsId}-title`} id={analyticsId}>
          <h2 id={`${analyticsId}-title`}>Analytics Overview</h2>
          <StyledScrollHint id={`${analyticsId}-hint`}>左右滑動查看更多</StyledScrollHint>
          <StyledTableScroll
            tabIndex={0}
            role="region"
            aria-label="Analytics Overview table"
            aria-describedby={`${analyticsId}-hint`}
          >
            <StyledTable>
              <thead>
                <tr>
                  <th scope="col">Campaign</th>
                  <th scope="col">Channel</th>
                  <th scope="col" data-numeric="">
                    Visitors
                  </th>
                  <th scope="col" data-numeric="">
                    Conversion
                  </th>
                  <th scope="col">Status</th>
                </tr>
              </thead>
              <tbody>
                {campaigns.map((c) => (
                  <tr key={c.name}>
                    <td>{c.name}</td>
                    <td>{c.channel}</td>
                    <td data-numeric="">{formatCount(c.visitors)}</td>
                    <td data-numeric="">{c.conversion}</td>
                    <td>
                      <StyledChip $tone={campaignStatusColor[c.status]}>{c.status}</StyledChip>
                    </td>
                  </tr>
                ))}
              </tbody>
            </StyledTable>
          </StyledTableScroll>
        </StyledPanel>
      </StyledMain>
    </StyledDashboard>
  );
}
