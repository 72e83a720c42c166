// Compiled by `npm run i18n` from the catalogs: do not edit.
import access from "./access";
import announce from "./announce";
import app from "./app";
import base from "./base";
import basetable from "./basetable";
import cheeses from "./cheeses";
import cheesestable from "./cheesestable";
import cues from "./cues";
import lobby from "./lobby";
import replay from "./replay";
import table from "./table";
import tableview from "./tableview";
import zoo from "./zoo";

export default { ...access, ...announce, ...app, ...base, ...basetable, ...cheeses, ...cheesestable, ...cues, ...lobby, ...replay, ...table, ...tableview, ...zoo };
