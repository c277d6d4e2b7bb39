export { ResumePage, type ResumePageProps } from './ResumePage';
export {
  productDetailIds,
  resumeHrefs,
  resumeSections,
  type ResumeLink,
  type ResumeSection,
} from './resumeLinks';
