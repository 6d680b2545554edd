import { useMemo } from 'react';
import { Link } from '../../ui/Link';
import { consentLabelParts, PRIVACY_STATEMENT_PATH, textAsHtml } from '../consent-label';
import { checkboxSelection, toggleCheckbox } from '../values';
import { checkedProps, useFieldBinding } from './binding';
import { FieldShell } from './FieldShell';
import { describedBy, validityAttributes } from './ids';
import { Option } from './styles';
import type { FieldProps } from './types';

/** radio: one choice of several. */
export function RadioField({ field, name, id, errors, disabled }: FieldProps) {
  // A radio carries its own value: the static form's default says which one is checked.
  const { defaultValue, ...registered } = useFieldBinding().register(name);
  const error = errors[name];
  return (
    <FieldShell field={field} id={id} error={error} group>
      {field.choices.map((choice, index) => (
        <Option key={choice.value} htmlFor={`${id}-${index}`}>
          <input
            id={`${id}-${index}`}
            type="radio"
            value={choice.value}
            defaultChecked={defaultValue === undefined ? undefined : defaultValue === choice.value}
            disabled={disabled}
            required={field.isRequired}
            aria-describedby={describedBy(id, { error, description: field.description })}
            {...registered}
          />
          <span>{choice.text}</span>
        </Option>
      ))}
    </FieldShell>
  );
}

/** checkbox: any number of choices; the state is the chosen values comma-joined, in the choices' order. */
export function CheckboxField({ field, name, id, errors, disabled }: FieldProps) {
  const bound = useFieldBinding().useField(name);
  const { value, onChange, ref } = bound;
  const error = errors[name];
  const chosen = checkboxSelection(value);
  const toggle = (choiceValue: string, on: boolean) =>
    onChange(
      toggleCheckbox(
        value,
        choiceValue,
        on,
        field.choices.map((choice) => choice.value),
      ),
    );
  return (
    <FieldShell field={field} id={id} error={error} group>
      {field.choices.map((choice, index) => (
        <Option key={choice.value} htmlFor={`${id}-${index}`}>
          <input
            id={`${id}-${index}`}
            type="checkbox"
            name={name}
            value={choice.value}
            {...checkedProps(bound, chosen.includes(choice.value), (checked) => toggle(choice.value, checked))}
            ref={index === 0 ? ref : undefined}
            disabled={disabled}
            {...validityAttributes(id, error, field.description)}
          />
          <span>{choice.text}</span>
        </Option>
      ))}
    </FieldShell>
  );
}

/** HTML rendered as it is; nothing for an empty piece. */
function Html({ html }: { html: string }) {
  return html ? <span dangerouslySetInnerHTML={{ __html: html }} /> : null;
}

/**
 * The consent checkbox's label: WordPress HTML, sanitized at build time (gatsby-node). Without a
 * link of its own, its word 'voorwaarden' links to the privacy statement (consent-label.ts),
 * through the site's Link like every internal link.
 */
function ConsentLabel({ html }: { html: string }) {
  const parts = useMemo(() => consentLabelParts(html), [html]);
  if (!parts) return <span dangerouslySetInnerHTML={{ __html: html }} />;
  return (
    <span>
      <Html html={parts.before} />
      <Link href={PRIVACY_STATEMENT_PATH}>{parts.open ? <Html html={parts.open + parts.word + parts.close} /> : parts.word}</Link>
      <Html html={parts.after} />
    </span>
  );
}

/**
 * consent: one checkbox whose label is the field's checkboxLabel, or else its label (text); the
 * word 'voorwaarden' in it links to the privacy statement. The field's own label names the group.
 */
export function ConsentField({ field, name, id, errors, disabled }: FieldProps) {
  const bound = useFieldBinding().useField(name);
  const { value, onChange, ref } = bound;
  const error = errors[name];
  const checkboxId = `${id}-checkbox`;
  return (
    <FieldShell field={field} id={id} error={error} group>
      <Option htmlFor={checkboxId}>
        <input
          id={checkboxId}
          type="checkbox"
          name={name}
          {...checkedProps(bound, value === true, onChange)}
          ref={ref}
          disabled={disabled}
          required={field.isRequired}
          {...validityAttributes(id, error, field.description)}
        />
        <ConsentLabel html={field.checkboxLabel || textAsHtml(field.label)} />
      </Option>
    </FieldShell>
  );
}
