import type { ButtonHTMLAttributes } from "react";
import styles from "./button.module.css";

export type ButtonVariant = "primary" | "secondary" | "outline" | "soft" | "text";
export type ButtonSize = "lg" | "md" | "sm";

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  block?: boolean;
};

/** Default, pressed and disabled states of SPEC §4. */
export function Button({ variant = "primary", size = "lg", block = false, className, type, ...rest }: ButtonProps) {
  const classes = [styles.button, styles[variant], styles[size], block ? styles.block : "", className ?? ""];
  return <button type={type ?? "button"} className={classes.filter(Boolean).join(" ")} {...rest} />;
}
