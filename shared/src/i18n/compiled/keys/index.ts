// Compiled by `npm run i18n` from the catalogs: do not edit.
import type { BaseKey } from "./base";
import type { CheesesKey } from "./cheeses";
import type { CommonKey } from "./common";
import type { NotesKey } from "./notes";
import type { NotifyKey } from "./notify";
import type { ZooKey } from "./zoo";

export type Key = BaseKey | CheesesKey | CommonKey | NotesKey | NotifyKey | ZooKey;
