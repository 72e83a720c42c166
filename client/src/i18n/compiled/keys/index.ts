// Compiled by `npm run i18n` from the catalogs: do not edit.
import type { AccessKey } from "./access";
import type { AnnounceKey } from "./announce";
import type { AppKey } from "./app";
import type { BaseKey } from "./base";
import type { BasetableKey } from "./basetable";
import type { CheesesKey } from "./cheeses";
import type { CheesestableKey } from "./cheesestable";
import type { CuesKey } from "./cues";
import type { LobbyKey } from "./lobby";
import type { ReplayKey } from "./replay";
import type { TableKey } from "./table";
import type { TableviewKey } from "./tableview";
import type { ZooKey } from "./zoo";

export type Key = AccessKey | AnnounceKey | AppKey | BaseKey | BasetableKey | CheesesKey | CheesestableKey | CuesKey | LobbyKey | ReplayKey | TableKey | TableviewKey | ZooKey;
