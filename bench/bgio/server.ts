import { Origins, Server } from "boardgame.io/server";
import { ZooGame } from "./game";

/** boardgame.io's server with its defaults (in-memory storage), on PORT: the load bench's `--server bgio`. */
const port = Number(process.env.PORT);
const server = Server({ games: [ZooGame], origins: [Origins.LOCALHOST] });
void server.run(port, () => console.log(`boardgame.io serving Space Zoo on ${port}`));
