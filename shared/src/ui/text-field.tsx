import { FieldShell, type LabelledProps, useLabelledControl } from './field-shell';
import { Input, type InputProps } from './input';

export type TextFieldProps = InputProps & LabelledProps;

/** A labelled input whose hint and error are tied to it (aria-invalid, aria-describedby). */
export function TextField(props: TextFieldProps) {
  const { shell, control, rest } = useLabelledControl(props);
  return (
    <FieldShell {...shell}>
      <Input {...rest} {...control} />
    </FieldShell>
  );
}
