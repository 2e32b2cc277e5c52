/** The framework's floor: a bare static page, measured by `npm run bench` as the baseline. */
export default function RootLayout({ children }) {
  return (
    <html lang="de-AT">
      <body>{children}</body>
    </html>
  );
}
