import { parseRemotes } from '../src/config/remotes-config';

describe('parseRemotes', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));

  it('reads section name -> manifest URL', () => {
    expect(
      parseRemotes({
        chatsettings: 'http://localhost:3001/mf-manifest.json',
        history: 'https://history.example.com/mf-manifest.json',
      }),
    ).toEqual({
      chatsettings: 'http://localhost:3001/mf-manifest.json',
      history: 'https://history.example.com/mf-manifest.json',
    });
  });

  it('logs and skips unknown names and bad URLs, keeping the rest', () => {
    expect(
      parseRemotes({ chatsettings: 'not a url', billing: 'http://x.test/mf-manifest.json', analytics: 'http://a.test/m.json' }),
    ).toEqual({ analytics: 'http://a.test/m.json' });
    expect(console.error).toHaveBeenCalledTimes(2);
  });

  it('treats a malformed file as no remotes', () => {
    expect(parseRemotes(['http://x.test'])).toEqual({});
    expect(parseRemotes(null)).toEqual({});
  });
});
