import type { SocialProvider } from "@cellar/contracts/client";

const PATHS: Record<SocialProvider, string> = {
  kakao:
    "M12 3.5c-5.25 0-9.5 3.3-9.5 7.38 0 2.63 1.77 4.94 4.43 6.25l-.95 3.47c-.08.3.26.55.52.37l4.14-2.74c.44.04.9.07 1.36.07 5.25 0 9.5-3.3 9.5-7.42S17.25 3.5 12 3.5Z",
  naver: "M15.56 12.75 8.17 2.5H2.5v19h5.94V11.25l7.39 10.25h5.67v-19h-5.94z",
  apple:
    "M16.37 12.6c-.02-2.3 1.88-3.4 1.96-3.46-1.07-1.56-2.73-1.77-3.32-1.8-1.41-.14-2.76.83-3.47.83-.72 0-1.82-.81-3-.79-1.54.02-2.96.9-3.75 2.28-1.6 2.78-.41 6.9 1.15 9.15.76 1.1 1.67 2.34 2.86 2.3 1.15-.05 1.58-.74 2.97-.74 1.38 0 1.77.74 2.98.72 1.23-.02 2.01-1.12 2.76-2.23.87-1.28 1.23-2.52 1.25-2.58-.03-.01-2.39-.92-2.41-3.65ZM14.1 5.84c.63-.77 1.06-1.83.94-2.89-.91.04-2.01.61-2.66 1.37-.58.67-1.1 1.76-.96 2.8 1.01.08 2.05-.51 2.68-1.28Z",
};

/** Each provider's mark, drawn in the button's text colour (decorative: the button names the provider). */
export function ProviderIcon({ provider, size = 20 }: { provider: SocialProvider; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path fill="currentColor" d={PATHS[provider]} />
    </svg>
  );
}
