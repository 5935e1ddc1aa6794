import { HelpScreen } from './components/HelpScreen';

/**
 * /boutBallBet: the help page linked from basic info. The spec calls it near-identical to the help
 * centre with the same greeting and leaves its topic list open; it shows the same seven topics.
 */
export default function HelpPage() {
  return <HelpScreen />;
}
