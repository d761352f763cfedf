import type { ComponentType } from "react";
import { KitCopy, type KitMessages } from "../../ui/kit-provider";

/**
 * A component with the kit's copy for the kit components it renders: the copy is imported by the
 * module that renders them, so it ships in that module's chunk and a page carries only the copy
 * of what it shows.
 */
export function withKitCopy<Props extends object>(
  messages: Partial<KitMessages>,
  Component: ComponentType<Props>,
) {
  function WithKitCopy(props: Props) {
    return (
      <KitCopy messages={messages}>
        <Component {...props} />
      </KitCopy>
    );
  }
  return WithKitCopy;
}
