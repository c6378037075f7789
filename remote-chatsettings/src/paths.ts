// Every path this section owns, from the site root. Links use these as they are; <Route> paths drop
// the leading slash (routePath) because the host mounts each section under its root splat route.
export const paths = {
  chatUi: '/chatui',
  urlSettings: '/urlsettings',
  chatSettings: '/chatsettings',
  quickReply: '/chatsettings/quickreply',
  mediaLibrary: '/chatsettings/medialibrary',
  fixedMessage: '/chatsettings/fixedmessage',
  detailAiSettings: '/chatsettings/detailaisettings',
  knowledgeDataStore: '/chatsettings/knowledgedatastore',
  knowledgeDataRegister: '/chatsettings/knowledgedatastore/register',
  knowledgeDataEdit: '/chatsettings/knowledgedatastore/edit/:id',
  makeForms: '/chatsettings/makeforms',
  formRegister: '/chatsettings/makeforms/register',
  formEdit: '/chatsettings/makeforms/edit/:id',
  forbiddenUrl: '/chatsettings/forbiddenurl',
  forbiddenWord: '/chatsettings/forbiddenword',
  lineLogin: '/chatsettings/linelogin',
  lineLoginAccountList: '/chatsettings/linelogin/account-list',
  // Rendered by the host from the avatarsettings section; listed here because SPEC lists it here too.
  emotionStates: '/chatsettings/emotionstates',
} as const;

export function routePath(path: string): string {
  return path.replace(/^\//, '');
}
