export { PhotoSearch, samplePhotoTags, type PhotoSearchProps } from './PhotoSearch';
