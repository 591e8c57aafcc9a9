export {
  CheckboxField,
  Field,
  FieldError,
  FormAlert,
  SelectField,
  TextAreaField,
  TextField,
  useFieldIds,
  useTouched,
} from './fields.tsx';
export { parseClock, parseDay } from './typed-time.ts';
export {
  ImageUploadList,
  useImageUploads,
  type ImageUpload,
  type ImageUploadListText,
  type ImageUploadOutcome,
  type ImageUploadsOptions,
} from './ImageUploads.tsx';
