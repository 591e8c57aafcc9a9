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
