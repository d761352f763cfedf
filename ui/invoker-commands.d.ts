import "react";

/**
 * HTML's invoker commands, which @types/react does not list yet: a button that opens or closes a
 * dialog or popover by itself (`commandfor` names it, `command` says what to do), before any
 * script has run. React passes both to the DOM as they are.
 */
declare module "react" {
  interface ButtonHTMLAttributes<T> extends HTMLAttributes<T> {
    commandfor?: string;
    command?:
      "show-modal" | "close" | "request-close" | "show-popover" | "hide-popover" | "toggle-popover";
  }
}
