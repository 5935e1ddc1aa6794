// The red-packet feature's public face: what other features may use. Everything else in the folder is its own.
export { useRedPacket } from './api/get-red-packet';
