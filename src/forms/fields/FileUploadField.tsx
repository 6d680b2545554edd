import styled from 'styled-components';
import { useFieldBinding } from './binding';
import { FieldShell } from './FieldShell';
import { validityAttributes } from './ids';
import { Input } from './styles';
import type { FieldProps } from './types';
import { cssTheme } from '../../styles/theme';

const FileList = styled.ul`
  margin: 0;
  padding-left: 1.25em;
  font-size: ${cssTheme.fontSizes.small};
`;

/**
 * fileupload: one file, or several (canAcceptMultipleFiles; the state is then a list, docs/behaviour/forms.md#field-types).
 * `accept` follows allowedExtensions; the size and count limits are the schema's to check.
 */
export function FileUploadField({ field, name, id, errors, disabled }: FieldProps) {
  // A file input is never controlled: in the static form it keeps what the visitor chose (handover.ts reads it).
  const { value, onChange, onBlur, ref, live } = useFieldBinding().useField(name);
  const error = errors[name];
  const multiple = field.canAcceptMultipleFiles;
  const chosen: File[] = Array.isArray(value) ? (value as File[]) : value instanceof File ? [value] : [];
  return (
    <FieldShell field={field} id={id} error={error}>
      <Input
        id={id}
        type="file"
        name={name}
        multiple={multiple}
        accept={field.allowedExtensions.length > 0 ? field.allowedExtensions.map((extension) => `.${extension}`).join(',') : undefined}
        onChange={
          live
            ? (event) => {
                const files = Array.from(event.target.files ?? []);
                onChange(multiple ? files : (files[0] ?? ''));
              }
            : undefined
        }
        onBlur={onBlur}
        ref={ref}
        disabled={disabled}
        required={field.isRequired}
        {...validityAttributes(id, error, field.description)}
        $invalid={!!error}
      />
      {chosen.length > 0 && (
        <FileList aria-label="Gekozen bestanden">
          {chosen.map((file) => (
            <li key={`${file.name}-${file.size}`}>{file.name}</li>
          ))}
        </FileList>
      )}
    </FieldShell>
  );
}
