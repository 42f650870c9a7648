import { useTranslation } from "react-i18next";
import styles from "./favorite-star.module.css";
import { StarIcon } from "./store-icons";

type FavoriteStarProps = {
  tnantNm: string;
  favorite: boolean;
  /** Pressed: the page stars/unstars (or asks a guest to sign in). */
  onToggle: () => void;
  size?: number;
};

/** The favourite star (SPEC design tokens: yellow favourite). */
export function FavoriteStar({ tnantNm, favorite, onToggle, size = 22 }: FavoriteStarProps) {
  const { t } = useTranslation("stores");
  return (
    <button
      type="button"
      className={styles.star}
      aria-pressed={favorite}
      aria-label={t(favorite ? "favoriteRemove" : "favoriteAdd", { name: tnantNm })}
      onClick={onToggle}
    >
      <StarIcon size={size} filled={favorite} />
    </button>
  );
}
