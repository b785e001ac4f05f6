/**
 * The inbox's one script (served at /admin/inbox.js, no inline script: the CSP stays strict). Without it every
 * status menu has its Save button (in `<noscript>`); with it a status is saved as soon as it is picked, in place:
 * the page stays where the owner is, the badge changes, and the confirmation is said under the menu (scrolled
 * into view if the menu sat at the window's edge). When the save cannot be made that way (the session ended, the
 * network failed) the form is sent as a page instead, which says why.
 */
export const INBOX_SCRIPT = `document.addEventListener('change', function (event) {
  var select = event.target;
  if (!(select instanceof HTMLSelectElement) || !select.form || !select.form.classList.contains('status')) return;
  var form = select.form;
  var said = form.querySelector('.saved');
  var badge = form.closest('article').querySelector('.badge');
  if (said) said.textContent = 'Saving…';
  fetch(form.action, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(new FormData(form)),
  })
    .then(function (res) {
      return res.json();
    })
    .then(function (body) {
      if (!body || !body.ok) throw new Error('not saved');
      if (badge) {
        badge.textContent = body.status;
        badge.className = 'badge ' + body.status;
      }
      if (said) {
        said.textContent = body.message;
        said.scrollIntoView({ block: 'nearest' });
      }
    })
    .catch(function () {
      form.submit();
    });
});
`;
