/** The bare page: Next's defaults, as a fresh app would have them. */
const config = { distDir: process.env.NEXT_DIST_DIR || '.next' };
export default config;
