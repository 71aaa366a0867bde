
/** The generic error screen: 'Unexpected Application Error!' with the status or message. */
export function ErrorScreen({ status, message, children }: { status?: number | string; message?: string; children?: React.ReactNode }) {
  return (
    <main id="main" className="mx-auto grid min-h-[70dvh] max-w-xl place-content-center gap-4 px-4 py-16 text-center">
      <h1 className="text-3xl font-bold tracking-tight text-ink">Unexpected Application Error!</h1>
      {status ? <p className="text-5xl font-bold tabular-nums text-primary">{status}</p> : null}
      {message ? <p className="text-lg text-muted-foreground">{message}</p> : null}
      <div className="mt-2 flex flex-wrap justify-center gap-3">
        {children}
        <a href="/" className="inline-flex h-10 items-center rounded-md bg-primary px-4 text-sm font-medium text-primary-foreground hover:bg-primary-hover">
          Go to the home page
        </a>
      </div>
    </main>
  );
}
