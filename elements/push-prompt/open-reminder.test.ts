import { describe, expect, test, vi } from 'vitest';
import { openReminder, type ClientsLike } from './open-reminder.ts';

const ORIGIN = 'https://shop.example';

function clientsWith(urls: string[]) {
  const windows = urls.map((url) => ({ url, focus: vi.fn(() => Promise.resolve()) }));
  const clients: ClientsLike & { openWindow: ReturnType<typeof vi.fn> } = {
    matchAll: () => Promise.resolve(windows),
    openWindow: vi.fn(() => Promise.resolve(null)),
  };
  return { clients, windows };
}

describe('a click on the cart reminder', () => {
  test('opens the cart when no tab shows it', async () => {
    const { clients, windows } = clientsWith([`${ORIGIN}/shop/`]);
    await openReminder(clients, { url: '/cart/' }, ORIGIN);
    expect(clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/cart/`);
    expect(windows[0]!.focus).not.toHaveBeenCalled();
  });

  test('focuses the tab already on the cart instead of opening another', async () => {
    const { clients, windows } = clientsWith([`${ORIGIN}/shop/`, `${ORIGIN}/cart/`]);
    await openReminder(clients, { url: '/cart/' }, ORIGIN);
    expect(windows[1]!.focus).toHaveBeenCalledOnce();
    expect(clients.openWindow).not.toHaveBeenCalled();
  });

  test.each([['https://evil.example/'], ['//evil.example/'], ['/\\evil.example/'], [null]])('a reminder naming %s opens the shop’s cart', async (url) => {
    const { clients } = clientsWith([]);
    await openReminder(clients, url === null ? null : { url }, ORIGIN);
    expect(clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/cart/`);
  });
});
