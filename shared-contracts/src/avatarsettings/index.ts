export * from './builtin-characters';
export * from './avatar-settings';
export * from './voice-scales';
export * from './voice-settings';
export * from './voicevox';
export * from './emotion-states';
export * from './basic-agent-settings';
export * from './api-paths';
