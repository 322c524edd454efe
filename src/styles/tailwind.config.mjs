/** @type {import('tailwindcss').Config} */
export default {
  content: ['./src/**/*.{astro,html,js,jsx,md,mdx,ts,tsx}', './content/**/*.{md,mdx}'],
  darkMode: 'class',
  theme: {
    extend: {
      // Wide enough to give the Daily Insight panel its own column and keep 1024 px for the page.
      screens: { wide: '1440px' },
      colors: {
        brand: { 50: '#eef4ff', 100: '#dbe6fe', 500: '#3b6cf6', 600: '#2552d9', 700: '#1d41ad', 800: '#1c3a8a', 900: '#1b2f66' },
      },
      fontFamily: { sans: ['system-ui', '-apple-system', 'Segoe UI', 'Roboto', 'Helvetica Neue', 'Arial', 'sans-serif'] },
    },
  },
  plugins: [],
};
