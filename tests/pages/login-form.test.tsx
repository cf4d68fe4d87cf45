import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import { authMachine, type StoredAuth } from '#machines/auth.machine';
import type { SessionAnswer } from '#src/api/auth';
import type { LoginInput } from '#src/forms/login';
import { AuthContext } from '#machines/auth-context';
import { ApiError } from '#src/api/http';
import { LoginPanel } from '#src/routes/_staff/-components/login-panel';
import { renderWithRouter } from '../utils/render';

/** The sign-in card, with a server that refuses every attempt as wrong details (401). */
async function renderRefusingForm() {
  const machine = authMachine.provide({
    actors: {
      readStoredAuth: fromPromise<StoredAuth>(async () => ({ authenticated: false, role: null })),
      verifyCredentials: fromPromise<SessionAnswer, LoginInput>(async () => {
        throw new ApiError('Invalid credentials', 401);
      }),
    },
  });
  await renderWithRouter(
    <AuthContext.Provider logic={machine}>
      <LoginPanel />
    </AuthContext.Provider>,
    { path: '/login' },
  );
}

describe('sign-in form messages', () => {
  it('a refused attempt says "Invalid credentials"; a later attempt the fields refuse shows only its field messages', async () => {
    await renderRefusingForm();
    const submit = async () => act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Sign in' })));
    fireEvent.input(screen.getByLabelText('Email'), { target: { value: 'admin@lumora.studio' } });
    fireEvent.input(screen.getByLabelText('Password'), { target: { value: 'wrong password' } });
    await submit();
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid credentials');

    fireEvent.input(screen.getByLabelText('Email'), { target: { value: '' } });
    await submit();
    expect(await screen.findByText('Please enter your email address.')).toBeTruthy();
    expect(screen.queryByText('Invalid credentials')).toBeNull();
  });

  it('the message of a refused attempt disappears as soon as the visitor edits a field or changes the role', async () => {
    await renderRefusingForm();
    const refuse = async () => {
      fireEvent.input(screen.getByLabelText('Email'), { target: { value: 'admin@lumora.studio' } });
      fireEvent.input(screen.getByLabelText('Password'), { target: { value: 'wrong password' } });
      await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Sign in' })));
      expect((await screen.findByRole('alert')).textContent).toBe('Invalid credentials');
    };
    await refuse();
    await act(async () => void fireEvent.change(screen.getByLabelText('Role'), { target: { value: 'client' } }));
    expect(screen.queryByRole('alert')).toBeNull();

    await refuse();
    await act(async () => void fireEvent.input(screen.getByLabelText('Password'), { target: { value: 'another try' } }));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
