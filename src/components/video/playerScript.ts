/**
 * The player's library: the Mux player with Media Chrome, in German. Loaded when the visitor
 * presses play, before the player's view (MuxPlayerView), on spec 9's script load clock.
 */
// Order matters: the cast-free <mux-video> must be defined before the player is imported.
import '@/platform/muxVideoWithoutCast';

import { labelPlayersInGerman } from '@/platform/playerLanguage';

export { default as MuxPlayer } from '@mux/mux-player-react';

labelPlayersInGerman();
