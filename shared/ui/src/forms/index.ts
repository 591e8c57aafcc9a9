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
export { ProfilePhotoField, type ProfilePhotoFieldText } from './ProfilePhotoField.tsx';
