export { InstallGuide } from './InstallGuide';
