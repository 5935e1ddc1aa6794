export interface SiteSettingsTable {
  key: string;
  value: string;
}
