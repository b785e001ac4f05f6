/** What the content build writes for the function (.generated/request-content.json); typed before it exists too. */
declare module '#request-content' {
  const content: import('../server/requests/content.ts').ServerContent;
  export default content;
}
