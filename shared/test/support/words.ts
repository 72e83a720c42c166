/** Every jest project's setup: the English words loaded, as a server loads every language's at its
 *  start, so that code wording a log line or a refusal (`loadedWords("en")`) answers at once. */
import { preloadWords } from "../../src/i18n";

beforeAll(() => preloadWords(["en"]));
