import type { Config } from 'tailwindcss';

/**
 * Design tokens of the spec (section 5 "allowed values", section 9 "mobile: width under 768").
 * Loaded from src/app/(site)/globals.css with `@config`.
 */
export default {
  content: ['./src/**/*.{ts,tsx}'],
  theme: {
    screens: {
      // Spec: mobile is width under 768 px; everything from 768 px up is "desktop".
      md: '768px',
      lg: '1024px',
      xl: '1280px',
    },
    extend: {
      colors: {
        brand: {
          DEFAULT: '#0d3b66',
          dark: '#082845',
          light: '#e7eef6',
        },
        // Text colours (spec: accent, success, info, danger, darkgrey, lightgrey). All reach
        // 4.5:1 contrast on white.
        accent: '#b4321f',
        success: '#1a7335',
        info: '#1d5b9e',
        danger: '#b3261e',
        warning: '#8a5a00',
        darkgrey: '#2f3a45',
        lightgrey: '#5f6b76',
        surface: '#f4f6f8',
        line: '#d6dce2',
        chip: {
          default: '#e7eef6',
          reddish: '#f6d5cf',
          aquamarine: '#c8efe3',
          amethyst: '#6b4c9a',
          twilight: '#2e3f6e',
        },
      },
      fontFamily: {
        // The system's own sans-serif, no web font: laying out a page in a freshly loaded font
        // cost the first frame 100-400 ms and a swap moved text after it (README "Performance").
        sans: ['system-ui', '-apple-system', '"Segoe UI"', 'Roboto', '"Helvetica Neue"', 'Arial', '"Liberation Sans"', 'sans-serif'],
      },
      // One type scale, few steps: 14 px (sm), the body's 17 px (base, was 16 beside the body's
      // 17 and lg's 18), then 20, 24, 30, 36 for headings; `text-lg` is left to the spec's "large"
      // text size, which editors choose. The site's own markup uses two weights, normal and bold
      // (semibold only for the spec's "bold" text weight). Each size and weight a page shows is a
      // font "strike" the browser sets up before its first layout, on desktop Linux with a
      // synchronous call to the browser process each: home went from 14 to 8 (README "Performance").
      fontSize: {
        base: ['1.0625rem', { lineHeight: '1.5' }],
      },
      // The video player's spinner comes in after half a second, so a quick load shows none.
      keyframes: {
        'appear-late': { from: { opacity: '0' }, to: { opacity: '1' } },
      },
      animation: {
        'appear-late': 'appear-late 150ms 500ms both',
      },
      maxWidth: {
        page: '76rem',
        prose: '44rem',
      },
    },
  },
} satisfies Config;
