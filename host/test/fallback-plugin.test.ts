import { sectionFallbackPlugin } from '../src/federation/fallback-plugin';

type Args = Parameters<NonNullable<ReturnType<typeof sectionFallbackPlugin>['errorLoadRemote']>>[0];

const args = (lifecycle: Args['lifecycle']) =>
  ({ id: 'chatsettings/Section', error: new Error('offline'), from: 'runtime', lifecycle, origin: {} }) as unknown as Args;

describe('sectionFallbackPlugin', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));

  it('answers a failed load with the fallback module', async () => {
    const fallback = { default: () => null };
    const plugin = sectionFallbackPlugin(() => fallback);
    expect(await plugin.errorLoadRemote?.(args('onLoad'))).toBe(fallback);
    expect(console.error).toHaveBeenCalled();
  });

  it.each(['beforeRequest', 'afterResolve', 'beforeLoadShare'] as const)(
    'leaves the %s stage alone, where a module would be taken for something else',
    async (lifecycle) => {
      const plugin = sectionFallbackPlugin(() => ({ default: () => null }));
      expect(await plugin.errorLoadRemote?.(args(lifecycle))).toBeUndefined();
    },
  );
});
