// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { Email } from './Email.tsx';

afterEach(cleanup);

describe('Email', () => {
  it('offers its line break before the @, and reads as the address', () => {
    const { container } = render(<Email address="mikael.holm@example.com" />);
    expect(container.innerHTML).toBe('mikael.holm<wbr>@example.com');
    expect(container.textContent).toBe('mikael.holm@example.com');
  });

  it('leaves a text without a name before an @ as it is', () => {
    expect(render(<Email address="@example.com" />).container.innerHTML).toBe('@example.com');
    cleanup();
    expect(render(<Email address="no-address" />).container.innerHTML).toBe('no-address');
  });
});
