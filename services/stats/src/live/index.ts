// The stats service's live word as others hear it (`@peace/stats/live`): that a person's figures
// changed once the read models have their event. The gateway tells that person's sockets through
// it, never by naming the channel.
export { FiguresAnnouncer, onFiguresChanged, type FiguresChange } from './figures.js';
