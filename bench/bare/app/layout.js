// The yardstick for `npm run bench:pages`: a bare Next.js page (a root layout and one
// server page, no client code), built and served beside the app in the same run.
export const metadata = { title: "Bare Next.js page" };

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
