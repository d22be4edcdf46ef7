export default function HomePage() {
  return (
    <main className="mx-auto max-w-2xl px-6 py-16">
      <h1 className="text-2xl font-semibold">Portfolio Intelligence</h1>
      <p className="mt-4 text-zinc-600 dark:text-zinc-400">
        The API is served at <code>/api/v1</code>. Its machine-readable description is at{' '}
        <a className="underline" href="/api/v1/openapi.json">
          /api/v1/openapi.json
        </a>
        .
      </p>
      <p className="mt-2 text-zinc-600 dark:text-zinc-400">
        Create an API key with <code>npm run pi -- keys create --email ada@demo.example</code>.
      </p>
    </main>
  );
}
