// Compiled by `npm run i18n` from the catalogs: do not edit.
/* eslint-disable */
import { number, plural } from "@messageformat/runtime";
import { en } from "@messageformat/runtime/lib/cardinals";
const catalog = {
  "common.days": (d: any) => "[" + plural(d.n, 0, en, { one: number("en", d.n, 0) + " đáý", other: number("en", d.n, 0) + " đáýš" }) + " ~~~~]",
  "common.duration.days": (d: any) => "[" + d.days + " đ ~]",
  "common.duration.daysHours": (d: any) => "[" + d.days + " đ " + d.hours + " h ~~]",
  "common.duration.hours": (d: any) => "[" + d.hours + " h ~]",
  "common.duration.hoursMinutes": (d: any) => "[" + d.hours + " h " + d.minutes + " míñ ~~~]",
  "common.duration.minutes": (d: any) => "[" + d.minutes + " míñ ~~]",
  "common.duration.underMinute": () => "[ľéšš ŧháñ á míñûŧé ~~~~~~~~]",
  "common.gameBegins": (d: any) => "[Ŧhé ğámé béğíñš wíŧh " + d.names + " ~~~~~~~~~]",
  "common.log.earlier": () => "[Šhöw éářľíéř ľíñéš ~~~~~~~~]",
  "common.log.title": () => "[Ľöğ ~~]",
  "common.refusal.already_asked": () => "[Á böŧ wáš áľřéáđý áškéđ föř ŧhéřé ~~~~~~~~~~~~~~]",
  "common.refusal.bad_message": () => "[Ŧhé šéřvéř đíđ ñöŧ ûñđéřšŧáñđ ŧháŧ méššáğé ~~~~~~~~~~~~~~~~~]",
  "common.refusal.bad_push": () => "[Ŧhíš břöwšéř'š pûšh šûbšçřípŧíöñ çáññöŧ bé ûšéđ ~~~~~~~~~~~~~~~~~~~]",
  "common.refusal.bad_webhook": () => "[Ŧháŧ wébhöök áđđřéšš çáññöŧ bé ûšéđ ~~~~~~~~~~~~~~]",
  "common.refusal.chat_rate_limited": (d: any) => "[Ýöû ářé çháŧŧíñğ ŧöö fášŧ; wáíŧ " + plural(d.seconds, 0, en, { one: number("en", d.seconds, 0) + " šéçöñđ", other: number("en", d.seconds, 0) + " šéçöñđš" }) + " ~~~~~~~~~~~~~~~~~~~]",
  "common.refusal.game_over": () => "[Ŧhé ğámé íš övéř ~~~~~~~]",
  "common.refusal.no_mail": () => "[Ŧhíš šéřvéř šéñđš ñö máíľ ~~~~~~~~~~]",
  "common.refusal.no_open_seat": () => "[Ŧhéřé íš ñö öpéñ šéáŧ föř á böŧ ŧhéřé ~~~~~~~~~~~~~~~]",
  "common.refusal.no_store": () => "[Ŧhíš šéřvéř kéépš ñö ğáméš, šö íŧ çáññöŧ ŧéľľ áñýöñé whéñ íŧ íš ŧhéíř ŧûřñ ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~]",
  "common.refusal.not_a_bot": () => "[Ŧhéřé íš ñö böŧ íñ ŧháŧ šéáŧ ~~~~~~~~~~~~]",
  "common.refusal.not_accepted": () => "[Çhööšé “Pľáý áğáíñ” ýöûřšéľf béföřé ýöû öpéñ ŧhé ñéw ŧábľé ~~~~~~~~~~~~~~~~~~~~~~~~]",
  "common.refusal.not_away": () => "[Ŧháŧ šéáŧ'š pľáýéř íš ñöŧ áwáý, öř máý šŧíľľ çömé báçk ~~~~~~~~~~~~~~~~~~~~~~]",
  "common.refusal.not_ended": () => "[“Pľáý áğáíñ” öpéñš öñçé ŧhé ğámé íš övéř ~~~~~~~~~~~~~~~~]",
  "common.refusal.not_enough_players": (d: any) => "[Ŧhíš ğámé ñééđš áŧ ľéášŧ " + plural(d.min, 0, en, { one: number("en", d.min, 0) + " pľáýéř", other: number("en", d.min, 0) + " pľáýéřš" }) + " ~~~~~~~~~~~~~~~~]",
  "common.refusal.not_host": () => "[Öñľý ŧhé höšŧ máý đö ŧháŧ ~~~~~~~~~~]",
  "common.refusal.not_in_lobby": () => "[Ŧhé ğámé háš áľřéáđý šŧářŧéđ ~~~~~~~~~~~~]",
  "common.refusal.not_in_room": () => "[Öñľý péöpľé íñ ŧhé řööm máý çháŧ ~~~~~~~~~~~~~]",
  "common.refusal.not_playing": () => "[Á böŧ çáñ šŧáñđ íñ öñľý đûříñğ á ğámé ~~~~~~~~~~~~~~~]",
  "common.refusal.not_started": () => "[Ŧhé ğámé háš ñöŧ šŧářŧéđ ýéŧ ~~~~~~~~~~~~]",
  "common.refusal.not_your_turn": () => "[Ŧhé ğámé íš ñöŧ wáíŧíñğ föř ýöû ~~~~~~~~~~~~~]",
  "common.refusal.rate_limited": () => "[Ŧöö máñý méššáğéš; šľöw đöwñ ~~~~~~~~~~~~]",
  "common.refusal.rematch_failed": () => "[Ŧhé ñéw ŧábľé çöûľđ ñöŧ öpéñ ~~~~~~~~~~~~]",
  "common.refusal.rematch_opened": (d: any) => "[Ŧhé ñéw ŧábľé íš áľřéáđý öpéñ: jöíñ íŧ wíŧh ŧhé çöđé " + d.code + " ~~~~~~~~~~~~~~~~~~~~~~]",
  "common.refusal.server_error": () => "[Ŧhé šéřvéř çöûľđ ñöŧ háñđľé ŧháŧ méššáğé ~~~~~~~~~~~~~~~~]",
  "common.refusal.spectator": () => "[Öñľý á šéáŧéđ pľáýéř çáñ đö ŧháŧ ~~~~~~~~~~~~~]",
  "common.refusal.storage_error": () => "[Ŧhé šéřvéř çöûľđ ñöŧ šávé ŧháŧ; ñöŧhíñğ çháñğéđ, ŧřý áğáíñ ~~~~~~~~~~~~~~~~~~~~~~~~]",
  "common.refusal.unknown_message": () => "[Ŧhé šéřvéř đöéš ñöŧ kñöw ŧháŧ méššáğé ~~~~~~~~~~~~~~~]"
} as Record<string, (d: any) => string>;
export default catalog;
