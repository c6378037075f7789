/** Every Japanese string of the avatar previews. */
export const labels = {
  frameLabel: (name: string) => `訪問者のサイトに表示される${name}のプレビュー`,
  ownImage: 'アバター画像',
  device: '画面',
  desktop: 'パソコン',
  phone: 'スマートフォン',
  desktopSize: '幅1280pxの画面（ランチャーのある側）',
  phoneSize: '幅390pxの画面',
  partlyOutside: 'この位置では、アバターの一部が画面の外に出ます。',
  outside: 'この位置では、アバターが画面の外に出て見えません。',
  launcher: 'チャットを開くボタン',
} as const;
