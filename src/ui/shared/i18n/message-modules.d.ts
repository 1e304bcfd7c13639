// The three parts of a locale's messages (see message-split.ts and scripts/message-parts-plugin.ts).
declare module '*.json?shell' {
  const messages: Record<string, string>;
  export default messages;
}
declare module '*.json?content' {
  const messages: Record<string, string>;
  export default messages;
}
declare module '*.json?rest' {
  const messages: Record<string, string>;
  export default messages;
}
