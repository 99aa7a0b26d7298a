import { Field, Input } from "@chakra-ui/react";
import type { ReactNode } from "react";

/** Rupees as typed ("900", "1,200", "900.50"): the number, NaN when it is not one (amountProblem then says so). */
export function rupeesOf(text: string): number {
  const bare = text.trim().replaceAll(",", "");
  return bare === "" ? Number.NaN : Number(bare);
}

/** A labelled amount in rupees, typed on the phone's number pad with a decimal point. */
export function AmountField(props: {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  return (
    <Field.Root invalid={Boolean(props.error)}>
      <Field.Label>{props.label}</Field.Label>
      <Input
        inputMode="decimal"
        autoComplete="off"
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
      />
      {props.error ? <Field.ErrorText>{props.error}</Field.ErrorText> : null}
    </Field.Root>
  );
}
