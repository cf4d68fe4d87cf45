import { yupResolver } from '@hookform/resolvers/yup';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { AuthContext } from '#machines/auth-context';
import { SelectField, TextField } from '#src/components/forms/field';
import { Button } from '#src/components/ui/button';
import { loginSchema, roleOptions, type LoginInput } from '#src/forms/login';
import { useAfterFirstRender } from '#src/components/layout/hydration';
import { theme } from '#src/styles/tokens';

/**
 * Email, password and role (admin by default). react-hook-form validates
 * with the shared schema; a valid submit sends one `auth.login` to the
 * app-wide auth actor, which asks the server. The button stays disabled
 * until the page has hydrated (the stored sign-in is read first), so the form
 * never posts without JavaScript.
 */
export function LoginForm() {
  const auth = AuthContext.useActorRef();
  const hydrated = useAfterFirstRender();
  const loading = AuthContext.useSelector((s) => s.context.loading);
  const verifying = AuthContext.useSelector((s) => s.matches('verifying'));
  const error = AuthContext.useSelector((s) => s.context.error);
  const formRef = useRef<HTMLFormElement>(null);
  const alertRef = useRef<HTMLParagraphElement>(null);
  // The server's answer belongs to the attempt it answered: a later attempt the fields refuse hides it.
  const [answerIsStale, setAnswerIsStale] = useState(false);
  const {
    register,
    handleSubmit,
    setValue,
    setFocus,
    formState: { errors },
  } = useForm<LoginInput>({
    resolver: yupResolver(loginSchema),
    defaultValues: { email: '', password: '', role: 'admin' },
  });

  useEffect(() => {
    if (formRef.current) formRef.current.noValidate = true;
  }, []);

  // After a refusal: empty the password and put the cursor back in it.
  useEffect(() => {
    if (!error) return;
    setValue('password', '');
    setFocus('password');
  }, [error, setValue, setFocus]);

  const busy = !hydrated || loading || verifying;

  return (
    <Form
      ref={formRef}
      method="post"
      aria-labelledby="login-title"
      aria-busy={busy || undefined}
      // Any edit (a typed character, another role) makes the last refusal's message stale.
      onChange={() => auth.send({ type: 'auth.edit' })}
      onSubmit={handleSubmit(
        (data) => {
          setAnswerIsStale(false);
          auth.send({ type: 'auth.login', email: data.email, password: data.password, role: data.role });
        },
        () => setAnswerIsStale(true),
      )}
    >
      <h2 id="login-title">Account details</h2>
      {hydrated && error && !answerIsStale ? (
        <Alert ref={alertRef} role="alert">
          {error}
        </Alert>
      ) : null}
      <TextField
        id="login-email"
        label="Email"
        type="email"
        autoComplete="username"
        inputMode="email"
        spellCheck={false}
        required
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        id="login-password"
        label="Password"
        type="password"
        autoComplete="current-password"
        required
        error={errors.password?.message}
        {...register('password')}
      />
      <SelectField id="login-role" label="Role" options={roleOptions} error={errors.role?.message} {...register('role')} />
      <Button type="submit" $size="lg" disabled={busy} aria-disabled={busy}>
        {verifying ? 'Signing in...' : 'Sign in'}
      </Button>
      <noscript>
        <Note>Signing in needs JavaScript.</Note>
      </noscript>
    </Form>
  );
}

const Form = styled.form`
  display: grid;
  gap: ${theme.space[5]};
  h2 {
    font-size: ${theme.text.xl};
    margin: 0;
  }
  button[type='submit'] {
    width: 100%;
  }
`;

const Alert = styled.p`
  margin: 0;
  padding: ${theme.space[3]} ${theme.space[4]};
  border-radius: ${theme.radius.sm};
  border: 1px solid color-mix(in srgb, ${theme.color.danger} 50%, transparent);
  background: color-mix(in srgb, ${theme.color.danger} 10%, transparent);
  color: ${theme.color.text};
  font-weight: 600;
`;

const Note = styled.p`
  margin: 0;
  font-size: ${theme.text.sm};
  color: ${theme.color.textSubtle};
`;
