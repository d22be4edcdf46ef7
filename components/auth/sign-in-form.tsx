'use client';

import { useActionState } from 'react';
import { signIn, type SignInState } from '@/app/login/actions';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { FormField, fieldA11y } from '@/components/ui/form-field';

export function SignInForm({ next }: { next: string }) {
  const [state, action, pending] = useActionState<SignInState, FormData>(signIn, {});
  return (
    <form
      action={action}
      className="w-full max-w-sm space-y-5 rounded-lg border border-zinc-200 p-6 shadow-sm dark:border-zinc-800"
    >
      <div>
        <h1 className="text-xl font-semibold">Portfolio Intelligence</h1>
        <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">Sign in to the console.</p>
      </div>
      <input type="hidden" name="next" value={next} />
      <FormField id="password" label="Password" error={state.error}>
        <Input
          {...fieldA11y('password', state.error)}
          name="password"
          type="password"
          autoComplete="current-password"
          autoFocus
          required
        />
      </FormField>
      <Button type="submit" className="w-full" disabled={pending}>
        {pending ? 'Signing in…' : 'Sign in'}
      </Button>
    </form>
  );
}
