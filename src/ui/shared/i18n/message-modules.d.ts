// The two parts of a locale's messages (see message-split.ts); outside a production build both are the whole file.
declare module '*.json?shell' {
  const messages: Record<string, string>;
  export default messages;
}
declare module '*.json?rest' {
  const messages: Record<string, string>;
  export default messages;
}
