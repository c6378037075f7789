/** Where the knowledge data store edits an item (a path of the chatsettings section), for links from any section. */
export const knowledgeEditPath = (itemId: string) => `/chatsettings/knowledgedatastore/edit/${encodeURIComponent(itemId)}`;
