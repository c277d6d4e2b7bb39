export {
  NavigationRail,
  railItems,
  type NavigationRailProps,
  type RailItemId,
} from './NavigationRail';
