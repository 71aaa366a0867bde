export default function Page() {
  return (
    <main>
      <h1>A bare Next.js page</h1>
      <p>One server component, no client code: what every page of the app is measured against.</p>
    </main>
  );
}
