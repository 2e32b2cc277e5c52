/**
 * Player errors (spec 8): the codes of the player's catalogue where they apply, each shown with
 * a German message for its message key.
 */
export const PLAYER_MESSAGES = {
  badConnection: 'Das Video kann wegen einer Verbindungsstörung gerade nicht geladen werden.',
  cantLoadPlayer: 'Der Videoplayer konnte nicht geladen werden.',
  cantPlayInBrowser: 'Dieses Video kann in Ihrem Browser nicht abgespielt werden.',
  cantPlayVideo: 'Dieses Video kann nicht abgespielt werden.',
  liveStreamDown: 'Der Livestream ist gerade nicht verfügbar.',
  protectedContent: 'Beim Zugriff auf geschützte Inhalte ist ein Problem aufgetreten.',
  technicalError: 'Wegen eines technischen Fehlers kann das Video nicht abgespielt werden.',
} as const;

export type PlayerMessageKey = keyof typeof PLAYER_MESSAGES;

export interface PlayerError {
  code: number;
  key: PlayerMessageKey;
  /** What went wrong in technical terms, for the console. */
  detail: string;
}

export const PLAYER_CODES = {
  /** The configuration could not be set up (spec 8: 100000 setup). */
  setup: 100000,
  /** The player's code could not be loaded (101000 to 102000: load): its view chunk… */
  playerLoad: 101000,
  /** …or its library, the player's script. */
  playerScript: 101100,
  /** The playlist item has nothing this browser can play (200001). */
  noPlayableSource: 200001,
  /** Media errors: 203000 plus the browser's MediaError code (1 to 4). */
  media: 203000,
} as const;

/** HTMLMediaElement's MediaError codes. */
const MEDIA_ERR = { ABORTED: 1, NETWORK: 2, DECODE: 3, SRC_NOT_SUPPORTED: 4 } as const;

/** The error to show for a media element's error (spec 8: "Failed to load media"). */
export function mediaError(code: number | undefined, message: string | undefined): PlayerError {
  const detail = `Failed to load media${message ? `: ${message}` : ''}`;
  switch (code) {
    case MEDIA_ERR.NETWORK:
      return { code: PLAYER_CODES.media + code, key: 'badConnection', detail };
    case MEDIA_ERR.DECODE:
      return { code: PLAYER_CODES.media + code, key: 'cantPlayVideo', detail };
    case MEDIA_ERR.SRC_NOT_SUPPORTED:
      return { code: PLAYER_CODES.media + code, key: 'cantPlayInBrowser', detail };
    case MEDIA_ERR.ABORTED:
      return { code: PLAYER_CODES.media + code, key: 'cantPlayVideo', detail };
    default:
      return { code: PLAYER_CODES.media, key: 'technicalError', detail };
  }
}

/** The player's own code failed to load (spec 8: 'Loading chunk N failed'). */
export function playerLoadError(error: unknown): PlayerError {
  return { code: PLAYER_CODES.playerLoad, key: 'cantLoadPlayer', detail: error instanceof Error ? error.message : String(error) };
}

/** The player's code did not arrive within the chunk timeout (spec 9): a load error like a failed one. */
export function playerLoadTimeout(ms: number): PlayerError {
  return { code: PLAYER_CODES.playerLoad, key: 'cantLoadPlayer', detail: `Loading chunk timed out after ${ms} ms` };
}

/** The player's library did not arrive within the script load timeout (spec 9). */
export function playerScriptTimeout(ms: number): PlayerError {
  return { code: PLAYER_CODES.playerScript, key: 'cantLoadPlayer', detail: `Loading player script timed out after ${ms} ms` };
}

/** The player's library failed to load. */
export function playerScriptError(error: unknown): PlayerError {
  return { code: PLAYER_CODES.playerScript, key: 'cantLoadPlayer', detail: error instanceof Error ? error.message : String(error) };
}

/**
 * The player did not get as far as asking for its media within the setup timeout (spec 9).
 * Nothing is known to be wrong with the video itself, so the visitor hears of a technical error.
 */
export function setupTimeout(ms: number): PlayerError {
  return { code: PLAYER_CODES.setup, key: 'technicalError', detail: `Error setting up player: timed out after ${ms} ms` };
}

/**
 * The media request delivered nothing within the request timeout (spec 9). Reported as the
 * browser reports a media download that broke off (MEDIA_ERR_NETWORK, 203002): spec 8 puts
 * media errors at 203000, and the load range (101000 to 102000) is the player's own code.
 */
export function mediaRequestTimeout(ms: number): PlayerError {
  return mediaError(MEDIA_ERR.NETWORK, `request timed out after ${ms} ms`);
}

/** A playlist item with neither a file nor a Mux playback id (spec 8: 200001). */
export function noPlayableSource(itemId: string): PlayerError {
  return { code: PLAYER_CODES.noPlayableSource, key: 'cantPlayVideo', detail: `No playable sources found for item ${itemId}` };
}

/** Every player error the visitor sees is also logged, with its code, for support. */
export function logPlayerError(error: PlayerError): void {
  console.error(`Player error ${error.code}: ${error.detail}`);
}
