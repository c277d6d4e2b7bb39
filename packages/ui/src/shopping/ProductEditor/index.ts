export {
  ProductEditor,
  type ProductEditorCategory,
  type ProductEditorProps,
  type ProductEditorShop,
  type ProductSaveProblem,
  type ProductUploadResult,
} from './ProductEditor';
