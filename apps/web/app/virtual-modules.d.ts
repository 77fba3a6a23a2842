declare module "virtual:page-texts" {
  /** Per page id (and "root"), the "namespace:key.path" entries its code can show; null in development. */
  const keys: Record<string, string[]> | null;
  export default keys;
}
