import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { lazyPart } from './lazy-part';

const Greeting = ({ name }: { name: string }) => <p>hei {name}</p>;

describe('lazyPart', () => {
  it('fetches the part only where it first renders, and passes it its props', async () => {
    let arrive: (component: typeof Greeting) => void = () => undefined;
    const load = vi.fn(() => new Promise<typeof Greeting>((resolve) => (arrive = resolve)));
    const Part = lazyPart(load);
    render(<p>sivu</p>);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(load).not.toHaveBeenCalled();

    render(
      <>
        <p>otsikko</p>
        <Part name="Aino" />
      </>,
    );
    // The rest of the page shows while the part is on its way; the part shows nothing yet.
    expect(screen.getByText('otsikko')).toBeTruthy();
    expect(screen.queryByText(/hei/)).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);

    arrive(Greeting);
    expect(await screen.findByText('hei Aino')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
