// https://vike.dev/error-page: pre-rendered as 404.html, shown for every unknown address.
export { App as default } from '../../app/app.tsx';
