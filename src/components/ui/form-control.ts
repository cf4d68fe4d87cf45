import { css } from 'styled-components';
import { theme } from '#src/styles/tokens';

/** The chevron of a styled select (one drawing for every form). */
const chevron =
  "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='12' height='12' viewBox='0 0 12 12'%3E%3Cpath d='M2 4l4 4 4-4' stroke='%23888' stroke-width='1.6' fill='none' stroke-linecap='round'/%3E%3C/svg%3E\")";

/**
 * The one look of a text input, select, date field and textarea, shared by
 * the contact form, the consultation wizard and the lead forms: a quiet
 * field on the elevated surface, the accent ring on focus, the same chevron
 * on every select and a matching date picker icon.
 */
export const fieldControl = css`
  width: 100%;
  min-height: 3rem;
  padding: 0.75rem 1rem;
  border-radius: ${theme.radius.sm};
  border: 1px solid ${theme.color.borderStrong};
  background-color: ${theme.color.bgElevated};
  color: ${theme.color.text};
  font-size: 1rem;
  line-height: 1.4;
  transition:
    border-color ${theme.motion.fast},
    box-shadow ${theme.motion.fast};
  &::placeholder {
    color: ${theme.color.textSubtle};
  }
  &:hover {
    border-color: ${theme.color.textSubtle};
  }
  &:focus-visible {
    outline: none;
    border-color: ${theme.color.accent};
    box-shadow: 0 0 0 3px color-mix(in srgb, ${theme.color.accent} 30%, transparent);
  }
  &[aria-invalid='true'] {
    border-color: ${theme.color.danger};
  }
  &:disabled {
    opacity: 0.6;
  }
  &:is(select) {
    appearance: none;
    padding-right: 2.5rem;
    background-image: ${chevron};
    background-repeat: no-repeat;
    background-position: right 1rem center;
    background-size: 12px 12px;
  }
  &:is(select) option {
    background: ${theme.color.bgElevated};
    color: ${theme.color.text};
  }
  &[type='date'] {
    color-scheme: inherit;
  }
  &[type='date']::-webkit-calendar-picker-indicator {
    width: 12px;
    height: 12px;
    margin-right: 0.125rem;
    padding: 0;
    opacity: 1;
    cursor: pointer;
    background: ${chevron} no-repeat center / 12px 12px;
  }
  &:is(textarea) {
    line-height: 1.5;
    resize: vertical;
  }
`;
