/** What the content build writes for the function (.generated/request-content.json); typed before it exists too. */
declare module '#request-content' {
  import type { ServerContent } from '../server/requests/content.ts';

  const content: ServerContent;
  export default content;
}
