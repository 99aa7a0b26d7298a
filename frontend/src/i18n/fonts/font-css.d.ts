// The script fonts' stylesheets are imported for their @font-face rules only (Vite adds them to the page).
declare module "*/fonts/hi.css" {}
declare module "*/fonts/kn.css" {}
declare module "*/fonts/te.css" {}
