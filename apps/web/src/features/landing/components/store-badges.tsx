import styles from "./landing-screen.module.css";

const AppleLogo = () => (
  <svg width="18" height="22" viewBox="0 0 18 22" aria-hidden="true" fill="currentColor">
    <path d="M14.9 11.7c0-2.6 2.1-3.8 2.2-3.9-1.2-1.8-3.1-2-3.7-2-1.6-.2-3.1.9-3.9.9-.8 0-2-.9-3.4-.9C4.4 5.9 2.7 7 1.8 8.6c-1.9 3.3-.5 8.1 1.3 10.7.9 1.3 1.9 2.7 3.3 2.7 1.3-.1 1.8-.9 3.4-.9s2 .9 3.4.8c1.4 0 2.3-1.3 3.2-2.6 1-1.5 1.4-2.9 1.4-3-.1 0-2.8-1.1-2.9-4.6zM12.3 4c.7-.9 1.2-2.1 1.1-3.3-1 0-2.3.7-3 1.6-.7.8-1.3 2-1.1 3.2 1.1.1 2.3-.6 3-1.5z" />
  </svg>
);

const PlayLogo = () => (
  <svg width="18" height="20" viewBox="0 0 18 20" aria-hidden="true">
    <path d="M1 1l9.5 9L1 19c-.3-.2-.5-.6-.5-1.1V2.1c0-.5.2-.9.5-1.1z" fill="#32bbff" />
    <path d="M13.6 6.9L10.5 10 1 1c.3-.2.8-.2 1.3.1l11.3 5.8z" fill="#2dd36f" />
    <path d="M13.6 13.1L2.3 18.9c-.5.3-1 .3-1.3.1l9.5-9 3.1 3.1z" fill="#ff3a44" />
    <path d="M17 10c0 .5-.3 1-.8 1.3l-2.6 1.8-3.1-3.1 3.1-3.1 2.6 1.8c.5.3.8.8.8 1.3z" fill="#ffd400" />
  </svg>
);

type StoreBadgesProps = {
  downloadOn: string;
  appStore: string;
  googlePlay: string;
  iosUrl: string | null;
  androidUrl: string | null;
};

export function StoreBadges({ downloadOn, appStore, googlePlay, iosUrl, androidUrl }: StoreBadgesProps) {
  return (
    <div className={styles.stores}>
      <a className={styles.store} href={iosUrl ?? undefined} aria-label={appStore}>
        <AppleLogo />
        <span>
          <span className={styles.storeSmall}>{downloadOn}</span>
          <span className={styles.storeName}>{appStore}</span>
        </span>
      </a>
      <a className={styles.store} href={androidUrl ?? undefined} aria-label={googlePlay}>
        <PlayLogo />
        <span>
          <span className={styles.storeSmall}>{downloadOn}</span>
          <span className={styles.storeName}>{googlePlay}</span>
        </span>
      </a>
    </div>
  );
}
