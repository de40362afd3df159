import { afterEach, describe, expect, it, vi } from 'vitest';
import { readPanelOpen, writePanelOpen } from './panel-storage';

describe('axelPanel in localStorage', () => {
  afterEach(() => window.localStorage.clear());

  it('round-trips the open state as JSON under axelPanel', () => {
    writePanelOpen(true);
    expect(window.localStorage.getItem('axelPanel')).toBe('true');
    expect(readPanelOpen()).toBe(true);
    writePanelOpen(false);
    expect(window.localStorage.getItem('axelPanel')).toBe('false');
    expect(readPanelOpen()).toBe(false);
  });

  it.each([null, '', '{', '"true"', '1', 'null', 'yes'])('reads %j as closed', (raw) => {
    if (raw !== null) window.localStorage.setItem('axelPanel', raw);
    expect(readPanelOpen()).toBe(false);
  });

  it('never throws when storage is blocked or full', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(readPanelOpen()).toBe(false);
    expect(() => writePanelOpen(true)).not.toThrow();
    expect(readPanelOpen(undefined)).toBe(false);
  });
});
