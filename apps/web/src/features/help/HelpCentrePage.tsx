import { HelpScreen } from './components/HelpScreen';

/** /securitycenter: the help centre, open to visitors (part 1 §2). */
export default function HelpCentrePage() {
  return <HelpScreen />;
}
