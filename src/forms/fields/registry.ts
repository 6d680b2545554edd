import { CheckboxField, ConsentField, RadioField } from './ChoiceFields';
import { HtmlField, SectionField } from './DisplayFields';
import { FileUploadField } from './FileUploadField';
import { ListField } from './ListField';
import { SelectField } from './SelectField';
import { SubInputField } from './SubInputFields';
import { TextAreaField, TextField } from './TextField';
import type { FieldComponents } from './types';

/** The built-in field components by Gravity Forms type (docs/behaviour/forms.md#field-types); GravityForm merges the caller's over them. */
export const fieldComponents: FieldComponents = {
  text: TextField,
  email: TextField,
  phone: TextField,
  website: TextField,
  number: TextField,
  date: TextField,
  textarea: TextAreaField,
  select: SelectField,
  multiselect: SelectField,
  checkbox: CheckboxField,
  radio: RadioField,
  consent: ConsentField,
  name: SubInputField,
  address: SubInputField,
  list: ListField,
  fileupload: FileUploadField,
  section: SectionField,
  html: HtmlField,
};
