export {
  SpecTypeEditor,
  type SpecTypeDraft,
  type SpecTypeEditorProps,
  type SpecTypeSaveProblem,
} from './SpecTypeEditor';
