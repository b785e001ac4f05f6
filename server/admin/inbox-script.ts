/**
 * The inbox's one script (served at /admin/inbox.js, no inline script: the CSP stays strict). Without it every
 * status form has its Save button; with it a status is saved as soon as it is picked.
 */
export const INBOX_SCRIPT = `document.addEventListener('change', function (event) {
  var select = event.target;
  if (select instanceof HTMLSelectElement && select.form && select.form.classList.contains('status')) select.form.requestSubmit();
});
`;
