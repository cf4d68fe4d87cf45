import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { managePageCopy } from '#src/content/visitor-emails';
import { renderRoute } from '../utils/render-route';

const copy = managePageCopy.form;

describe('/consultation/manage form', () => {
  it('the date field has the minimum the server gives', async () => {
    await renderRoute('/consultation/manage?token=t&min=2026-11-28');
    const date = screen.getByLabelText(copy.date) as HTMLInputElement;
    expect(date.min).toBe('2026-11-28');
    expect(date.getAttribute('aria-invalid')).toBeNull();
  });

  it('after a refused date, shows the entered values and the error next to the date field', async () => {
    await renderRoute(`/consultation/manage?token=t&date=2026-11-20&time=${encodeURIComponent('3:00 PM')}&error=date&min=2026-11-28`);
    const date = screen.getByLabelText(copy.date) as HTMLInputElement;
    expect(date.value).toBe('2026-11-20');
    expect(date.min).toBe('2026-11-28');
    expect(date.getAttribute('aria-invalid')).toBe('true');
    const error = document.getElementById(date.getAttribute('aria-describedby')!)!;
    expect(error.textContent).toBe(copy.errors.date);
    expect(date.closest('div')!.contains(error)).toBe(true);
    expect((screen.getByLabelText(copy.time) as HTMLSelectElement).value).toBe('3:00 PM');
  });

  it('after a refused time, names the time field instead', async () => {
    await renderRoute(`/consultation/manage?token=t&date=2026-12-02&time=${encodeURIComponent('7:30 PM')}&error=time&min=2026-11-28`);
    const time = screen.getByLabelText(copy.time) as HTMLSelectElement;
    expect(time.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(time.getAttribute('aria-describedby')!)!.textContent).toBe(copy.errors.time);
    expect((screen.getByLabelText(copy.date) as HTMLInputElement).value).toBe('2026-12-02');
  });
});
