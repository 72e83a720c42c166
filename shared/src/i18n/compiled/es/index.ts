// Compiled by `npm run i18n` from the catalogs: do not edit.
import base from "./base";
import cheeses from "./cheeses";
import common from "./common";
import notes from "./notes";
import notify from "./notify";
import zoo from "./zoo";

export default { ...base, ...cheeses, ...common, ...notes, ...notify, ...zoo };
