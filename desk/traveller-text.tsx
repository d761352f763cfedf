import type * as React from "react";
import { showBidiControls } from "../data/domain/visible-text";

/**
 * A traveller's text as the desk shows it: isolated from the desk's own text around it, its
 * bidi controls as code points (data/domain/visible-text.ts); nothing for an empty field.
 */
export function travellerText(value: string | null | undefined): React.ReactNode {
  return value ? <bdi>{showBidiControls(value)}</bdi> : null;
}
