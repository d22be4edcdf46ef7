import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { FormField, fieldA11y } from '@/components/ui/form-field';

const MESSAGES: Record<string, string> = {
  wrong: 'That password is not right.',
  throttled: 'Too many sign-in attempts. Wait a minute, then try again.',
};

interface SignInProps {
  next: string;
  error: string | undefined;
  /** The shared password's form. */
  password: boolean;
  /** A link to the firm's identity provider (OpenID Connect). */
  oidc: boolean;
}

/**
 * Sign-in by the firm's identity provider, the shared password, or both. Both
 * go to the server's own handlers (throttling, the provider's redirects, the
 * session cookie) before Next.js is involved.
 */
export function SignInForm({ next, error, password, oidc }: SignInProps) {
  const message = error ? (MESSAGES[error] ?? MESSAGES.wrong) : undefined;
  return (
    <div className="w-full max-w-sm space-y-5 rounded-lg border border-zinc-200 p-6 shadow-sm dark:border-zinc-800">
      <div>
        <h1 className="text-xl font-semibold">Portfolio Intelligence</h1>
        <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">Sign in to the console.</p>
      </div>
      {oidc && (
        <Button asChild className="w-full">
          <a href={`/login/oidc?next=${encodeURIComponent(next)}`}>Sign in with your company account</a>
        </Button>
      )}
      {password && (
        <form method="post" action="/login" className="space-y-5">
          <input type="hidden" name="next" value={next} />
          <FormField id="password" label="Password" error={message}>
            <Input
              {...fieldA11y('password', message)}
              name="password"
              type="password"
              autoComplete="current-password"
              autoFocus={!oidc}
              required
            />
          </FormField>
          <Button type="submit" variant={oidc ? 'outline' : undefined} className="w-full">
            Sign in
          </Button>
        </form>
      )}
    </div>
  );
}
