/**
 * The smallest withdrawal, in its own module so that the messages can name it (constants.ts reads the
 * messages, so the messages cannot read constants.ts).
 */
export const MIN_WITHDRAWAL_YUAN = 100;
