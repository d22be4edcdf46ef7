import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { FormField, fieldA11y } from '@/components/ui/form-field';

const MESSAGES: Record<string, string> = {
  wrong: 'That password is not right.',
  throttled: 'Too many sign-in attempts. Wait a minute, then try again.',
};

/**
 * A plain form posted to the server's own sign-in handler, which throttles
 * attempts and sets the session cookie before Next.js is involved.
 */
export function SignInForm({ next, error }: { next: string; error: string | undefined }) {
  const message = error ? (MESSAGES[error] ?? MESSAGES.wrong) : undefined;
  return (
    <form
      method="post"
      action="/login"
      className="w-full max-w-sm space-y-5 rounded-lg border border-zinc-200 p-6 shadow-sm dark:border-zinc-800"
    >
      <div>
        <h1 className="text-xl font-semibold">Portfolio Intelligence</h1>
        <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">Sign in to the console.</p>
      </div>
      <input type="hidden" name="next" value={next} />
      <FormField id="password" label="Password" error={message}>
        <Input
          {...fieldA11y('password', message)}
          name="password"
          type="password"
          autoComplete="current-password"
          autoFocus
          required
        />
      </FormField>
      <Button type="submit" className="w-full">
        Sign in
      </Button>
    </form>
  );
}
