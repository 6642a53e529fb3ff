import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { bootScreenShown, useDismissBootScreen } from './boot-screen';

function Page() {
  useDismissBootScreen();
  return <p>page</p>;
}

afterEach(() => document.getElementById('boot')?.remove());

describe('boot screen', () => {
  it('is removed in the same commit that puts the first page on screen', () => {
    const boot = document.createElement('div');
    boot.id = 'boot';
    boot.textContent = 'Baton';
    document.body.append(boot);
    expect(bootScreenShown()).toBe(true);

    const { getByText } = render(<Page />);

    expect(getByText('page')).toBeInTheDocument();
    expect(bootScreenShown()).toBe(false);
    expect(document.body.textContent).not.toContain('Baton');
  });

  it('is a no-op when the page was served without one', () => {
    expect(bootScreenShown()).toBe(false);
    expect(() => render(<Page />)).not.toThrow();
  });
});
