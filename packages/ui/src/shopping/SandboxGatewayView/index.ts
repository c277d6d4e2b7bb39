export { SandboxGatewayView, type SandboxGatewayViewProps } from './SandboxGatewayView';
