/** The security centre's two banner images (part 2 §2), shipped under public/security/. */
export const securityBanners: readonly string[] = [1, 2].map(
  (number) => `${import.meta.env.BASE_URL}security/${number}.webp`,
);
