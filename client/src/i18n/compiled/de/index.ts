// Compiled by `npm run i18n` from the catalogs: do not edit.
import app from "./app";
import base from "./base";
import cheeses from "./cheeses";
import lobby from "./lobby";
import replay from "./replay";
import table from "./table";
import zoo from "./zoo";

export default { ...app, ...base, ...cheeses, ...lobby, ...replay, ...table, ...zoo };
