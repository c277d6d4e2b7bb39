export { NavigationRail } from './NavigationRail';
