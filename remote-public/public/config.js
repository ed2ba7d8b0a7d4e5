// Settings of the standalone public status page (README, "Standalone public page"). Edit on deploy:
// apiOrigin: the origin of the Statusdeck server whose public API this page reads ('' = this origin);
// page: the slug of the status page shown at / and /public-page when the address has no ?page=.
window.STATUSDECK_PUBLIC = {
  apiOrigin: '',
  page: '',
};
