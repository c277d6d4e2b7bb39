export { ResumeView, type ResumeViewProps } from './ResumeView';
export { resumeSections, type ResumeLink, type ResumeSection } from './resumeLinks';
