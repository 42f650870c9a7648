import { useEffect } from "react";
import { Button, type ButtonVariant } from "./button";
import styles from "./cta-bar.module.css";
import { useCtaPresence } from "./cta-presence";

export type CtaAction = {
  label: string;
  onClick: () => void;
  variant?: ButtonVariant;
  disabled?: boolean;
};

type CtaBarProps = { actions: [CtaAction] | [CtaAction, CtaAction] | [CtaAction, CtaAction, CtaAction] };

/** Bottom call-to-action bar with one, two or three buttons (the last one is the main action). */
export function CtaBar({ actions }: CtaBarProps) {
  useEffect(() => {
    useCtaPresence.getState().add();
    return () => useCtaPresence.getState().remove();
  }, []);

  return (
    <div className={`${styles.bar} ${actions.length === 3 ? styles.triple : ""}`}>
      {actions.map((action, index) => (
        <Button
          key={action.label}
          variant={action.variant ?? (index === actions.length - 1 ? "primary" : "outline")}
          disabled={action.disabled}
          onClick={action.onClick}
        >
          {action.label}
        </Button>
      ))}
    </div>
  );
}
