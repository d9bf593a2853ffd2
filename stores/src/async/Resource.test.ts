import { isObservable } from 'mobx';
import { describe, expect, it, vi } from 'vitest';
import { ApiRefusal } from '../api/refusal';
import { Resource } from './Resource';

const refusal = (status: number) =>
  new ApiRefusal({ status, code: `http_${status}`, message: `HTTP ${status}` });

describe('Resource', () => {
  it('loads a key once and keeps its answer', async () => {
    const resource = new Resource<string>();
    const fetch = vi.fn(async () => 'answer');
    await resource.load('a', fetch);
    await resource.load('a', fetch);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(resource.state).toBe('ready');
    expect(resource.data).toBe('answer');
  });

  it('keeps an answer as it came, not a copy made observable', async () => {
    const answer = { items: [{ slug: 'a' }, { slug: 'b' }] };
    const resource = new Resource<typeof answer>();
    await resource.load('list', async () => answer);
    expect(resource.data).toBe(answer);
    expect(isObservable(resource.data?.items)).toBe(false);
  });

  it('does not ask again for a key the API does not know', async () => {
    const resource = new Resource<string>();
    const fetch = vi.fn(async (): Promise<string> => {
      throw refusal(404);
    });
    await resource.load('unknown', fetch);
    await resource.load('unknown', fetch);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(resource.state).toBe('error');
    expect(resource.notFound).toBe(true);
  });

  it('asks again after any other failure, and when forced', async () => {
    const resource = new Resource<string>();
    const failing = vi.fn(async (): Promise<string> => {
      throw refusal(503);
    });
    await resource.load('a', failing);
    await resource.load('a', failing);
    expect(failing).toHaveBeenCalledTimes(2);

    const notFound = vi.fn(async (): Promise<string> => {
      throw refusal(404);
    });
    await resource.load('b', notFound);
    await resource.load('b', notFound, { force: true });
    expect(notFound).toHaveBeenCalledTimes(2);
  });

  it('drops the answer of a key no longer asked for', async () => {
    const resource = new Resource<string>();
    let answerSlow: (value: string) => void = () => {};
    const slow = resource.load(
      'slow',
      () => new Promise<string>((resolve) => (answerSlow = resolve)),
    );
    await resource.load('fast', async () => 'fast');
    answerSlow('slow');
    await slow;
    expect(resource.key).toBe('fast');
    expect(resource.data).toBe('fast');
  });
});
