// The page component is chosen from the page data's kind in src/app/page-switch.tsx; vike needs a Page value.
export { App as default } from '../../app/app.tsx';
