/** getPayRange per type (PAY_RANGE_TYPES), in fen. */
export interface PayRangesTable {
  type: string;
  min_fen: number;
  max_fen: number;
}
