export { ResumePage, type ResumePageProps } from './ResumePage';
export { resumeSections, type ResumeLink, type ResumeSection } from './resumeLinks';
