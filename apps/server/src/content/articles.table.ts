export interface ArticlesTable {
  /** ARTICLE_TYPES. */
  type: number;
  title: string;
  /** HTML. */
  content: string;
}
