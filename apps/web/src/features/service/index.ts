// The service feature's public face: what other features may use. Everything else in the folder is its own.
export { serviceUrlQueryOptions } from './api/get-service-url';
export { ServiceFrame } from './components/ServiceFrame';
